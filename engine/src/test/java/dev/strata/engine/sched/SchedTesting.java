package dev.strata.engine.sched;

import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/** What the scheduler's tests share: a plan as the jobs take it, and a folder's chunks as NBT. */
final class SchedTesting {
    private SchedTesting() {}

    /** The plan region by region, chunks in plan order, as {@link RegionWork}s. */
    static List<RegionWork> work(RegionPlan plan) {
        List<RegionWork> out = new ArrayList<>();
        for (var t : plan.regions()) {
            long[] c = t.chunks();
            int[] xs = new int[c.length], zs = new int[c.length];
            for (int k = 0; k < c.length; k++) {
                xs[k] = ChunkPos.x(c[k]);
                zs[k] = ChunkPos.z(c[k]);
            }
            out.add(new RegionWork(t.regionX(), t.regionZ(), xs, zs));
        }
        return out;
    }

    /** Every chunk of the folder's region files as NBT, by packed position ({@link ChunkPos#pack}). */
    static Map<Long, CompoundBinaryTag> chunks(Path folder) throws Exception {
        Map<Long, CompoundBinaryTag> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.toList()) {
                try (RegionFile r = RegionFile.openReadOnly(f)) {
                    for (int[] c : r.chunks()) out.put(ChunkPos.pack(c[0], c[1]), r.read(c[0], c[1]).orElseThrow());
                }
            }
        }
        return out;
    }
}
