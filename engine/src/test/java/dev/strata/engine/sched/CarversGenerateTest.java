package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.testing.SharedData;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Path;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generate pipeline up to the carvers step: bytes independent of the worker count, chunks written at status
 * {@code minecraft:carvers} with the blocks and the {@code carving_mask} of direct generation, and a mask that holds
 * every block the step changed.
 */
class CarversGenerateTest {
    private static DimensionGenerator overworld;

    @BeforeAll
    static void load() {
        overworld = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 0L);
    }

    private GenerateJob.Result run(Path folder, int workers) throws Exception {
        var job = new GenerateJob(overworld, new GenerateJob.Settings(folder, ChunkStep.CARVERS, Compression.ZLIB, workers,
                2, GenerateJob.Existing.KEEP, 1_700_000_000, null), null);
        return job.run(GenerateJobTest.plan().iterator(), null);
    }

    @Test
    void carvedRegionsDoNotDependOnWorkerCountAndEqualDirectGeneration(@TempDir Path dir) throws Exception {
        assertEquals(24, run(dir.resolve("w1"), 1).written());
        assertEquals(24, run(dir.resolve("w3"), 3).written());
        assertEquals(GenerateJobTest.digest(dir.resolve("w1")), GenerateJobTest.digest(dir.resolve("w3")));

        var g = overworld;
        var worker = g.newWorker();
        ProtoChunk chunk = g.newChunk();
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        int[] ids = new int[4096];
        int carvedChunks = 0;
        try (RegionFile f = RegionFile.openReadOnly(dir.resolve("w1").resolve("r.-1.-1.mca"))) {
            for (int cx = -3; cx <= -1; cx++) {
                for (int cz = -2; cz <= -1; cz++) {
                    ChunkData data = ChunkCodec.decode(f.read(cx, cz).orElseThrow());
                    assertEquals("minecraft:carvers", data.status());
                    worker.generate(cx, cz, ChunkStep.CARVERS, chunk);
                    assertEquals("minecraft:carvers", chunk.status());
                    for (ChunkSection s : data.sections()) {
                        s.blockStateIds(reg, ids);
                        int base = ((s.y() << 4) - chunk.minY()) << 8;
                        for (int i = 0; i < 4096; i++) assertEquals(chunk.blocks()[base + i], ids[i], "section " + s.y() + " index " + i);
                    }
                    long[] stored = ((LongArrayBinaryTag) data.get("carving_mask")).value();
                    assertArrayEquals(chunk.carvingMask(), stored);
                    if (stored.length > 0) carvedChunks++;
                }
            }
        }
        assertTrue(carvedChunks > 0, "no chunk of the sample was carved");
    }

    @Test
    void theMaskHoldsEveryBlockTheStepChanged() {
        var g = overworld;
        var worker = g.newWorker();
        ProtoChunk surface = g.newChunk();
        ProtoChunk carved = g.newChunk();
        int changed = 0;
        for (int cx = -3; cx <= 2; cx++) {
            worker.generate(cx, 0, ChunkStep.SURFACE, surface);
            worker.generate(cx, 0, ChunkStep.CARVERS, carved);
            long[] mask = carved.carvingMask();
            int[] a = surface.blocks(), b = carved.blocks();
            for (int i = 0; i < a.length; i++) {
                if (a[i] == b[i]) continue;
                changed++;
                boolean inMask = (i >>> 6) < mask.length && (mask[i >>> 6] & (1L << i)) != 0;
                // the dirt under carved grass changes without being in the mask: it must be right under a masked block
                int above = i + 256;
                boolean underMasked = (above >>> 6) < mask.length && (mask[above >>> 6] & (1L << above)) != 0;
                assertTrue(inMask || underMasked, "chunk " + cx + " 0 block " + i + " changed outside the carving mask");
            }
        }
        assertTrue(changed > 0, "nothing carved in the sample");
    }

    /**
     * The carvers step adds post-processing marks (game: {@code markPosForPostprocessing}) only after the noise and
     * surface steps' ones, only on blocks holding a fluid, and only on carved blocks or the block under one.
     */
    @Test
    void carversMarkOnlyCarvedFluids() {
        var g = overworld;
        var worker = g.newWorker();
        ProtoChunk surface = g.newChunk();
        ProtoChunk carved = g.newChunk();
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        int added = 0;
        for (int cx = -6; cx <= 5; cx++) {
            worker.generate(cx, 3, ChunkStep.SURFACE, surface);
            worker.generate(cx, 3, ChunkStep.CARVERS, carved);
            long[] mask = carved.carvingMask();
            for (int s = 0; s < carved.sectionCount(); s++) {
                short[] before = surface.postProcessing(s), after = carved.postProcessing(s);
                assertTrue(after.length >= before.length);
                assertArrayEquals(before, java.util.Arrays.copyOf(after, before.length), "section " + s + ": earlier marks kept first");
                for (int k = before.length; k < after.length; k++) {
                    int m = after[k];
                    int i = (s << 12) | ((m >> 4 & 15) << 8) | ((m >> 8 & 15) << 4) | (m & 15); // x | y << 4 | z << 8
                    String name = reg.blockName(carved.blocks()[i]);
                    assertTrue(name.equals("minecraft:water") || name.equals("minecraft:lava"), "mark on " + name);
                    boolean inMask = (i >>> 6) < mask.length && (mask[i >>> 6] & (1L << i)) != 0;
                    int above = i + 256;
                    boolean underMasked = (above >>> 6) < mask.length && (mask[above >>> 6] & (1L << above)) != 0;
                    assertTrue(inMask || underMasked, "mark outside the carved blocks");
                    added++;
                }
            }
        }
        System.out.println("carvers step: " + added + " post-processing marks added in 12 chunks");
        assertTrue(added > 0, "no carved fluid in the sample");
    }
}
