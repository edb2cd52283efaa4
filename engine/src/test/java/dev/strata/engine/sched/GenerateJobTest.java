package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generate pipeline: deterministic bytes across worker counts, chunks equal to direct generation, resume. */
class GenerateJobTest {
    static DimensionGenerator overworld;

    @BeforeAll
    static void load() {
        overworld = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 0L);
    }

    /** 24 chunks (cx -3..2, cz -2..1) straddling the corner of four regions, region by region. */
    static List<RegionWork> plan() {
        List<RegionWork> out = new ArrayList<>();
        for (int rx = -1; rx <= 0; rx++) {
            for (int rz = -1; rz <= 0; rz++) {
                List<int[]> chunks = new ArrayList<>();
                for (int cz = -2; cz <= 1; cz++) {
                    for (int cx = -3; cx <= 2; cx++) if ((cx >> 5) == rx && (cz >> 5) == rz) chunks.add(new int[] {cx, cz});
                }
                out.add(new RegionWork(rx, rz, chunks.stream().mapToInt(a -> a[0]).toArray(), chunks.stream().mapToInt(a -> a[1]).toArray()));
            }
        }
        return out;
    }

    static String digest(Path folder) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        try (var s = Files.list(folder)) {
            for (Path p : s.sorted().toList()) {
                md.update(p.getFileName().toString().getBytes());
                md.update(Files.readAllBytes(p));
            }
        }
        return HexFormat.of().formatHex(md.digest());
    }

    GenerateJob.Result run(Path folder, int workers) throws Exception {
        var job = new GenerateJob(overworld, new GenerateJob.Settings(folder, ChunkStep.NOISE, Compression.ZLIB, workers, 2, GenerateJob.Existing.KEEP, 1_700_000_000, null), null);
        return job.run(plan().iterator(), null);
    }

    @Test
    void regionBytesDoNotDependOnWorkerCount(@TempDir Path dir) throws Exception {
        var r1 = run(dir.resolve("w1"), 1);
        var r2 = run(dir.resolve("w2"), 2);
        var r4 = run(dir.resolve("w4"), 4);
        assertEquals(24, r1.written());
        assertEquals(24, r2.written());
        String d1 = digest(dir.resolve("w1"));
        assertEquals(d1, digest(dir.resolve("w2")));
        assertEquals(d1, digest(dir.resolve("w4")));
    }

    @Test
    void writtenChunksEqualDirectGenerationAndRerunSkipsThem(@TempDir Path dir) throws Exception {
        run(dir, 2);
        var worker = overworld.newWorker();
        var chunk = overworld.newChunk();
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        int[] ids = new int[4096];
        try (RegionFile f = RegionFile.openReadOnly(dir.resolve("r.-1.-1.mca"))) {
            ChunkData data = ChunkCodec.decode(f.read(-1, -1).orElseThrow());
            assertEquals("minecraft:noise", data.status());
            assertEquals(4903, data.dataVersion());
            worker.generate(-1, -1, ChunkStep.NOISE, chunk);
            for (ChunkSection s : data.sections()) {
                s.blockStateIds(reg, ids);
                int base = ((s.y() << 4) - chunk.minY()) << 8;
                for (int i = 0; i < 4096; i++) assertEquals(chunk.blocks()[base + i], ids[i], "section " + s.y() + " index " + i);
            }
        }
        byte[] before = Files.readAllBytes(dir.resolve("r.0.0.mca"));
        var again = run(dir, 2);
        assertEquals(0, again.generated());
        assertEquals(24, again.skipped());
        assertArrayEquals(before, Files.readAllBytes(dir.resolve("r.0.0.mca")));
        assertTrue(again.failures().isEmpty());
    }

    /**
     * A checkpoint that claims chunks whose region file was deleted since: they are generated again, not trusted,
     * and the bytes equal an uninterrupted run's (a resume leaves no hole).
     */
    @Test
    void chunksTheCheckpointClaimsButTheDiskLacksAreGeneratedAgain(@TempDir Path dir) throws Exception {
        run(dir.resolve("whole"), 1);
        Path folder = dir.resolve("w");
        var job = new GenerateJob(overworld, new GenerateJob.Settings(folder, ChunkStep.NOISE, Compression.ZLIB, 1, 2,
                GenerateJob.Existing.KEEP, 1_700_000_000, null), null);
        var r = job.run(plan().iterator(), (cx, cz) -> true); // the checkpoint says every chunk is done
        assertEquals(24, r.generated());
        assertEquals(24, r.kept().restored());
        assertEquals(0, r.skipped());
        assertEquals(digest(dir.resolve("whole")), digest(folder));
    }
}
