package dev.strata.cli;

import com.google.gson.JsonPrimitive;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;

/**
 * The structure starts of an area, as {@code strata structures} lists them: for every chunk of a {@link RegionPlan},
 * the valid starts {@link StructureStarts#startsAt} finds there (the game's {@code structure_starts} step: placement,
 * generation point, biome test, pieces), which is what a chunk written by {@code generate} stores under
 * {@code structures.starts}. Nothing but the starts is generated: the noise of a chunk is computed only where a
 * structure asks for a height or a column ({@link StructureStarts.Context}).
 */
final class StructureListing {
    private StructureListing() {}

    /**
     * One start.
     *
     * @param structure the structure id, e.g. {@code minecraft:village_plains}
     * @param chunkX the start chunk's x
     * @param chunkZ the start chunk's z
     * @param box the box of its pieces in blocks, both corners included: {@code minX, minY, minZ, maxX, maxY, maxZ}
     *     (the game's order of a bounding box's int array), without the margin terrain adaptation adds
     * @param pieces how many pieces it has (the {@code Children} a chunk stores)
     */
    record Found(String structure, int chunkX, int chunkZ, int[] box, int pieces) {
        static Found of(StructureStart s) {
            BoundingBox b = BoundingBox.encapsulatingBoxes(s.pieces().stream().map(StructurePiece::getBoundingBox)::iterator);
            return new Found(s.structure(), s.chunkX(), s.chunkZ(), new int[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ()},
                    s.pieces().size());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Found f && f.structure.equals(structure) && f.chunkX == chunkX && f.chunkZ == chunkZ
                    && java.util.Arrays.equals(f.box, box) && f.pieces == pieces;
        }

        @Override
        public int hashCode() {
            return (structure.hashCode() * 31 + chunkX) * 31 + chunkZ;
        }

        @Override
        public String toString() {
            return structure + " " + chunkX + "," + chunkZ + " " + java.util.Arrays.toString(box) + " " + pieces;
        }
    }

    /** The listing order: structure id (as text), then start chunk x, then start chunk z. */
    static final Comparator<Found> ORDER = Comparator.comparing(Found::structure).thenComparingInt(Found::chunkX).thenComparingInt(Found::chunkZ);

    /**
     * The valid starts of the plan's chunks whose structure is in {@code wanted} (null: every structure), in
     * {@link #ORDER}. Chunks are shared out region by region among {@code threads} threads, each with a generator
     * worker of its own; the result does not depend on their number.
     *
     * @param progress told the number of chunks done after each region (from the worker threads)
     * @throws RuntimeException the first failure of a thread (e.g. a {@link dev.strata.engine.data.DataPackException}
     *     for a structure whose data is read when its first start is made)
     */
    static List<Found> collect(DimensionGenerator generator, RegionPlan plan, Set<String> wanted, int threads, LongConsumer progress) {
        StructureStarts starts = generator.structureStarts();
        List<Found> found = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger next = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable work = () -> {
            DimensionGenerator.Worker worker = generator.newWorker();
            StructureStarts.Context context = worker.structureContext();
            try {
                for (int i; failure.get() == null && (i = next.getAndIncrement()) < plan.regionCount(); ) {
                    RegionTask region = plan.region(i);
                    for (long c : region.chunks()) {
                        List<StructureStart> here = wanted == null ? starts.startsAt(ChunkPos.x(c), ChunkPos.z(c), context)
                                : starts.startsAt(ChunkPos.x(c), ChunkPos.z(c), context, wanted); // only the sets that can start them
                        for (StructureStart s : here) {
                            if (wanted == null || wanted.contains(s.structure())) found.add(Found.of(s));
                        }
                    }
                    progress.accept(done.addAndGet(region.chunks().length));
                }
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
            }
        };
        int n = Math.max(1, Math.min(threads, plan.regionCount()));
        List<Thread> running = new ArrayList<>();
        for (int t = 1; t < n; t++) {
            Thread th = new Thread(work, "strata-structures-" + t);
            th.setDaemon(true);
            th.start();
            running.add(th);
        }
        work.run();
        for (Thread th : running) {
            try {
                th.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure.compareAndSet(null, new IllegalStateException("interrupted while listing structures", e));
            }
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException r) throw r;
        if (f instanceof Error e) throw e;
        List<Found> out = new ArrayList<>(found);
        out.sort(ORDER);
        return out;
    }

    /** How many starts of each structure, by id (sorted). */
    static Map<String, Integer> counts(List<Found> found) {
        Map<String, Integer> m = new TreeMap<>();
        for (Found f : found) m.merge(f.structure(), 1, Integer::sum);
        return m;
    }

    /**
     * The table: a header line, one line per start (structure, start chunk {@code x,z}, box {@code x,y,z..x,y,z},
     * pieces), columns padded to their widest cell.
     */
    static void printTable(PrintWriter out, List<Found> found) {
        String[] head = {"structure", "start chunk (x,z)", "box in blocks (min x,y,z .. max x,y,z)", "pieces"};
        List<String[]> rows = new ArrayList<>();
        for (Found f : found) {
            int[] b = f.box();
            rows.add(new String[] {f.structure(), f.chunkX() + "," + f.chunkZ(),
                b[0] + "," + b[1] + "," + b[2] + " .. " + b[3] + "," + b[4] + "," + b[5], Integer.toString(f.pieces())});
        }
        int[] w = new int[head.length];
        for (int i = 0; i < head.length; i++) w[i] = head[i].length();
        for (String[] r : rows) for (int i = 0; i < r.length; i++) w[i] = Math.max(w[i], r[i].length());
        String format = "%-" + w[0] + "s  %-" + w[1] + "s  %-" + w[2] + "s  %" + w[3] + "s%n";
        out.printf(Locale.ROOT, format, (Object[]) head);
        for (String[] r : rows) out.printf(Locale.ROOT, format, (Object[]) r);
    }

    /**
     * The JSON array, one object per line, keys always in this order: {@code structure} (string), {@code chunkX},
     * {@code chunkZ} (ints), {@code box} (six ints), {@code pieces} (int). An empty listing is {@code []}.
     */
    static void printJson(PrintWriter out, List<Found> found) {
        if (found.isEmpty()) {
            out.println("[]");
            return;
        }
        out.println("[");
        for (int i = 0; i < found.size(); i++) {
            Found f = found.get(i);
            int[] b = f.box();
            out.printf(Locale.ROOT, "  {\"structure\": %s, \"chunkX\": %d, \"chunkZ\": %d, \"box\": [%d, %d, %d, %d, %d, %d], \"pieces\": %d}%s%n",
                    new JsonPrimitive(f.structure()), f.chunkX(), f.chunkZ(), b[0], b[1], b[2], b[3], b[4], b[5], f.pieces(),
                    i + 1 < found.size() ? "," : "");
        }
        out.println("]");
    }
}
