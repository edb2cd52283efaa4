package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.region.RegionFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue "hostile and broken input", its proof: random mutations of real region files and of data pack files, fed to
 * {@code inspect}, {@code convert}, {@code relight} and {@code generate}. Whatever the damage: no exit 1 or 70, no
 * stack trace, and every chunk that was readable before a command is readable after it with the same content (light
 * tags aside, which relight recomputes). Seeds are fixed, so a failure reproduces; the iteration count keeps the
 * test to seconds.
 */
class HostileInputFuzzTest {
    private static final int REGION_ROUNDS = 12;
    private static final int PACK_ROUNDS = 16;

    @Test
    void damagedRegionFilesNeverCrashOrLoseReadableChunks(@TempDir Path dir) throws Exception {
        Path template = dir.resolve("template");
        Run made = run("generate", "--world", template.toString(), "--seed", "3", "--radius", "1c", "--until", "noise",
                "--workers", "1", "--quiet");
        assertEquals(ExitCodes.OK, made.code(), made.err());
        Path realRegion = CliTesting.shared().resolve("fixtures/regions/prismarine/1.21.1/r.0.0.mca");
        Random random = new Random(20261201L);
        for (int round = 0; round < REGION_ROUNDS; round++) {
            Path world = dir.resolve("w" + round);
            WorldSafetyTest.copyTree(template, world);
            Path folder = WorldSafetyTest.regions(world);
            Files.copy(realRegion, folder.resolve("r.1.1.mca"));
            List<Path> files;
            try (Stream<Path> s = Files.list(folder)) {
                files = s.sorted().toList();
            }
            Path victim = files.get(random.nextInt(files.size()));
            byte[] bytes = Files.readAllBytes(victim);
            Files.write(victim, mutate(bytes, random));
            String what = "round " + round + ", " + victim.getFileName();
            for (String[] cmd : List.of(
                    new String[] {"inspect", world.toString()},
                    new String[] {"relight", "--world", world.toString(), "--quiet"},
                    new String[] {"convert", "--world", world.toString(), "--compression", random.nextBoolean() ? "none" : "zlib"},
                    new String[] {"generate", "--world", world.toString(), "--radius", "2c", "--until", "noise", "--workers", "1", "--quiet"})) {
                Map<String, CompoundBinaryTag> before = readable(folder);
                Run r = run(cmd);
                String ctx = what + ", " + cmd[0] + ": exit " + r.code() + "\n" + r.err();
                assertNotEquals(1, r.code(), ctx);
                assertNotEquals(ExitCodes.INTERNAL, r.code(), ctx);
                assertFalse(r.err().contains("\tat "), "a stack trace: " + ctx);
                Map<String, CompoundBinaryTag> after = readable(folder);
                for (var e : before.entrySet()) {
                    CompoundBinaryTag now = after.get(e.getKey());
                    assertEquals(withoutLight(e.getValue()), now == null ? null : withoutLight(now), "chunk " + e.getKey() + " after " + ctx);
                }
            }
        }
    }

    @Test
    void damagedDataPacksNeverCrash(@TempDir Path dir) throws Exception {
        Path demo = Path.of("../examples/demo-pack").toAbsolutePath().normalize();
        Random random = new Random(7L);
        for (int round = 0; round < PACK_ROUNDS; round++) {
            Path pack = dir.resolve("pack" + round);
            WorldSafetyTest.copyTree(demo, pack);
            List<Path> json;
            try (Stream<Path> s = Files.walk(pack)) {
                json = s.filter(p -> p.toString().endsWith(".json") || p.toString().endsWith(".mcmeta")).sorted().toList();
            }
            Path victim = json.get(random.nextInt(json.size()));
            Files.write(victim, mutate(Files.readAllBytes(victim), random));
            Path world = dir.resolve("w" + round);
            Run r = run("generate", "--world", world.toString(), "--data", pack.toString(), "--radius", "0", "--until", "noise",
                    "--workers", "1", "--quiet");
            String ctx = "round " + round + ", " + pack.relativize(victim) + ": exit " + r.code() + "\n" + r.err();
            assertNotEquals(1, r.code(), ctx);
            assertNotEquals(ExitCodes.INTERNAL, r.code(), ctx);
            assertFalse(r.err().contains("\tat "), "a stack trace: " + ctx);
            if (r.code() != ExitCodes.OK) assertFalse(Files.exists(world.resolve("level.dat")), "refused before writing: " + ctx);
        }
    }

    /** One of: overwrite a run of bytes, zero a run, cut the file, or append garbage. */
    static byte[] mutate(byte[] in, Random random) {
        byte[] b = in.clone();
        int kind = random.nextInt(4);
        if (b.length == 0) return new byte[] {(byte) random.nextInt()};
        int at = random.nextInt(b.length);
        int len = 1 + random.nextInt(Math.min(64, b.length - at));
        switch (kind) {
            case 0 -> {
                for (int i = 0; i < len; i++) b[at + i] = (byte) random.nextInt();
            }
            case 1 -> java.util.Arrays.fill(b, at, at + len, (byte) 0);
            case 2 -> b = java.util.Arrays.copyOf(b, at);
            default -> {
                byte[] longer = java.util.Arrays.copyOf(b, b.length + len);
                for (int i = b.length; i < longer.length; i++) longer[i] = (byte) random.nextInt();
                b = longer;
            }
        }
        return b;
    }

    /** Every chunk of the folder's region files that can be read now (unreadable ones and files left out). */
    static Map<String, CompoundBinaryTag> readable(Path folder) throws IOException {
        Map<String, CompoundBinaryTag> m = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(folder)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".mca") && Files.isRegularFile(p)).sorted().toList();
        }
        for (Path f : files) {
            RegionFile r;
            try {
                r = RegionFile.openReadOnly(f);
            } catch (IOException e) {
                continue;
            }
            try (r) {
                for (int[] c : r.chunks()) {
                    try {
                        r.read(c[0], c[1]).ifPresent(t -> m.put(f.getFileName() + ":" + c[0] + "," + c[1], t));
                    } catch (IOException | RuntimeException unreadable) {
                        // not readable before: nothing to keep
                    }
                }
            }
        }
        return m;
    }

    /** The chunk without the tags relight may change (isLightOn, and each section's BlockLight and SkyLight). */
    static CompoundBinaryTag withoutLight(CompoundBinaryTag chunk) {
        CompoundBinaryTag c = chunk.remove("isLightOn");
        BinaryTag sections = c.get("sections");
        if (sections instanceof ListBinaryTag list) {
            ListBinaryTag.Builder<BinaryTag> b = ListBinaryTag.builder();
            for (BinaryTag t : list) b.add(t instanceof CompoundBinaryTag s ? s.remove("BlockLight").remove("SkyLight") : t);
            c = c.put("sections", b.build());
        }
        return c;
    }
}
