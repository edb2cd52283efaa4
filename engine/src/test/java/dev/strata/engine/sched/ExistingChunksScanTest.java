package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scan of existing chunks over a world of many region files keeps only a few open at once (a big world's
 * thousands of files would exhaust the open-file limit), and still sees every chunk: 40 regions of one chunk each,
 * of another data version, all left alone.
 */
class ExistingChunksScanTest {
    @Test
    void aScanOverManyRegionFilesKeepsFewOpenAndSeesEveryChunk(@TempDir Path folder) throws Exception {
        int n = 40;
        List<RegionWork> plan = new ArrayList<>();
        CompoundBinaryTag old = CompoundBinaryTag.builder().putInt("DataVersion", 3465).putString("Status", "minecraft:full").build();
        for (int i = 0; i < n; i++) {
            int rx = i % 8, rz = i / 8;
            try (RegionFile f = RegionFile.open(folder.resolve("r." + rx + "." + rz + ".mca"))) {
                f.write(rx * 32, rz * 32, old, Compression.ZLIB);
            }
            plan.add(new RegionWork(rx, rz, new int[] {rx * 32}, new int[] {rz * 32}));
        }
        ExistingChunks.mostOpen.set(0);
        ExistingChunks e = ExistingChunks.scan(plan, (x, z) -> (x & 31) == 0 && (z & 31) == 0, (x, z) -> false, folder, false, ChunkStep.FEATURES);
        for (int i = 0; i < n; i++) assertTrue(e.contains((i % 8) * 32, (i / 8) * 32), "chunk of region " + i + " seen and left alone");
        assertEquals(n, e.otherVersion());
        assertTrue(ExistingChunks.mostOpen.get() <= ExistingChunks.MAX_OPEN_REGION_FILES,
                "at most " + ExistingChunks.MAX_OPEN_REGION_FILES + " open at once, was " + ExistingChunks.mostOpen.get());
    }
}
