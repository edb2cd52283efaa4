package dev.strata.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo pack is packaged on the command line's class path, opens with {@link DataPack#demo()} and copies into a world. */
class DemoPackTest {
    private static final Path SOURCE = Path.of("../examples/demo-pack");

    @TempDir
    Path tmp;

    @Test
    void classPathCopyEqualsTheExamplesFolder() throws Exception {
        DataPack demo = DataPack.demo();
        List<String> expected;
        try (Stream<Path> s = Files.walk(SOURCE)) {
            expected = s.filter(Files::isRegularFile).map(p -> SOURCE.relativize(p).toString().replace('\\', '/')).sorted()
                    .collect(Collectors.toList());
        }
        assertEquals(expected, demo.files());
        assertTrue(expected.contains("pack.mcmeta"));
        for (String f : expected) assertArrayEquals(Files.readAllBytes(SOURCE.resolve(f)), demo.readBytes(f), f);
        var meta = demo.readJson("pack.mcmeta").getAsJsonObject().getAsJsonObject("pack");
        assertEquals("[107,1]", meta.get("min_format").toString());
        assertEquals("[107,1]", meta.get("max_format").toString());
    }

    @Test
    void copiesIntoAWorldAndGeneratesFromTheCopy() {
        Path target = tmp.resolve("demo/datapacks").resolve(DataPack.DEMO_FOLDER_NAME);
        DataPack demo = DataPack.demo();
        assertEquals(demo.files().size(), demo.copyTo(target));
        assertTrue(Files.isRegularFile(target.resolve("pack.mcmeta")));
        assertTrue(Files.isRegularFile(target.resolve("data/strata/worldgen/noise_settings/demo.json")));

        ResourceId overworld = ResourceId.parse("minecraft:overworld");
        DimensionGenerator fromJar = DimensionGenerator.load(demo, overworld, null, 99L);
        DimensionGenerator fromCopy = DimensionGenerator.load(DataPack.open(target), overworld, null, 99L);
        ProtoChunk a = fromJar.newChunk(), b = fromCopy.newChunk();
        DimensionGenerator.Worker wa = fromJar.newWorker(), wb = fromCopy.newWorker();
        BlockStateRegistry blocks = BlockStateRegistry.vanilla();
        for (int cx = -2; cx <= 2; cx++) {
            for (int cz = -2; cz <= 2; cz++) {
                wa.generate(cx, cz, ChunkStep.SURFACE, a);
                wb.generate(cx, cz, ChunkStep.SURFACE, b);
                assertArrayEquals(a.blocks(), b.blocks());
                assertEquals("minecraft:bedrock", blocks.blockName(a.getBlock(7, -64, 7)));
            }
        }
    }
}
