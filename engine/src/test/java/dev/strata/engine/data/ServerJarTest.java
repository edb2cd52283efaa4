package dev.strata.engine.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.testing.SharedData;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --data server.jar}: a jar shaped like the game's bundler (the real server jar nested under
 * {@code META-INF/versions/<v>/}), built here from the vanilla data, is read in memory and generates the same chunks
 * as the data folder.
 */
class ServerJarTest {

    /** Builds {@code server.jar} with {@code META-INF/versions/26.2/server-26.2.jar} holding the worldgen data. */
    static Path buildBundlerJar(Path dir) throws Exception {
        Path vanilla = SharedData.vanillaFolder();
        ByteArrayOutputStream inner = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(inner); Stream<Path> files = Files.walk(vanilla.resolve("data"))) {
            z.putNextEntry(new ZipEntry("net/minecraft/server/Main.class")); // a stand-in class, as a real jar has
            z.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
            z.closeEntry();
            for (Path f : files.sorted().toList()) {
                String rel = vanilla.relativize(f).toString().replace('\\', '/');
                if (!Files.isRegularFile(f) || rel.startsWith("data/minecraft/structure/")) continue; // templates not needed
                z.putNextEntry(new ZipEntry(rel));
                z.write(Files.readAllBytes(f));
                z.closeEntry();
            }
        }
        Path jar = dir.resolve("server.jar");
        try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream z = new ZipOutputStream(out)) {
            z.putNextEntry(new ZipEntry("META-INF/MANIFEST.MF"));
            z.write("Manifest-Version: 1.0\nMain-Class: net.minecraft.bundler.Main\n".getBytes());
            z.closeEntry();
            z.putNextEntry(new ZipEntry("META-INF/versions.list"));
            z.write("hash\t26.2\t26.2/server-26.2.jar\n".getBytes());
            z.closeEntry();
            z.putNextEntry(new ZipEntry("META-INF/versions/26.2/server-26.2.jar"));
            z.write(inner.toByteArray());
            z.closeEntry();
        }
        return jar;
    }

    @Test
    void bundledServerJarGeneratesLikeTheFolder(@TempDir Path dir) throws Exception {
        Path jar = buildBundlerJar(dir);
        DataPack pack = DataPack.open(jar);
        assertFalse(pack.list("data/minecraft/worldgen/noise/").isEmpty());
        List<String> noises = pack.list("data/minecraft/worldgen/noise_settings/");
        assertEquals(SharedData.vanilla().list("data/minecraft/worldgen/noise_settings/"), noises);
        var fromJar = DimensionGenerator.load(pack, ResourceId.parse("minecraft:overworld"), null, 0L);
        var fromFolder = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 0L);
        // the jar leaves the structure templates out (to stay small), so structures, which the noise step needs, are off
        fromJar.setGenerateStructures(false);
        fromFolder.setGenerateStructures(false);
        var a = fromJar.newChunk();
        var b = fromFolder.newChunk();
        fromJar.newWorker().generate(3, -2, ChunkStep.SURFACE, a);
        fromFolder.newWorker().generate(3, -2, ChunkStep.SURFACE, b);
        assertArrayEquals(b.blocks(), a.blocks());
        assertArrayEquals(b.biomes(), a.biomes());
    }
}
