package dev.strata.cli;

import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.ExistingChunks;
import dev.strata.engine.sched.RegionWork;
import java.io.PrintWriter;
import java.util.function.BiPredicate;

/**
 * How the chunks of an area end up after a run past carvers, by the rule the decoration job applies (see
 * {@code DecorationJob}): every chunk of the area is decorated; a chunk whose eight neighbours are all in the area is
 * lit (and, at {@code full}, finished); the area's other chunks, its edge, are written at {@code initialize_light}
 * with the light their neighbours spread into them; the ring of chunks just outside the area is written at
 * {@code carvers}. The game's rule: the light step needs the chunk's neighbours within {@link ChunkStep#LIGHT}'s
 * radius at {@code initialize_light}, which a neighbour outside the area never reaches in a Strata run.
 *
 * <p>Counts are of the plan alone: chunks already in the world in or next to the area change them (the dry run
 * and the summary count those apart). One pass over the plan, region by region; for each chunk at most 9 membership
 * tests, and 64 more for an edge chunk (the ring is counted once per ring chunk).
 *
 * @param inner chunks of the area whose neighbours are all in it: written at {@code light} or {@code full}
 * @param edge  chunks of the area with a neighbour outside it: written at {@code initialize_light}, proto chunks the
 *              game finishes when it decorates the ring
 * @param ring  chunks outside the area next to it: written at {@code carvers}
 */
record AreaEdge(long inner, long edge, long ring) {

    /** The split of {@code plan}'s chunks (any area, any pattern) in a world without chunks in or next to the area. */
    static AreaEdge of(RegionPlan plan) {
        return of(plan, null);
    }

    /**
     * What a run writes over {@code plan} given the chunks {@code found} in or next to it (null: none), by the decoration
     * job's rule: the area's chunks it decorates or takes on (not existing chunks it leaves alone, nor the chunks next to
     * them, left to the game) are written at the target or at {@code initialize_light} by their neighbours among those;
     * every other chunk next to a chunk it decorates, except the existing chunks it leaves alone, at {@code carvers}, as
     * is every unreadable chunk it regenerates without decorating it. {@code ring} counts all those carvers chunks.
     */
    static AreaEdge of(RegionPlan plan, ExistingChunks found) {
        BiPredicate<Integer, Integer> area = found == null || found.count() == 0 && found.storedStarts().unplaceable() == 0 ? plan::contains
                : (x, z) -> plan.contains(x, z) && (found.continuedDecorated(x, z) || !found.near(x, z) && !found.leftForStarts(x, z));
        // the chunks the run decorates itself, whose 3 x 3 it generates and writes
        BiPredicate<Integer, Integer> decorated = found == null ? area : (x, z) -> area.test(x, z) && !found.continuedDecorated(x, z);
        int r = ChunkStep.LIGHT.neighbourRadius();
        long inner = 0, edge = 0, ring = 0;
        for (var it = PlanOptions.work(plan); it.hasNext(); ) {
            RegionWork w = it.next();
            for (int k = 0; k < w.size(); k++) {
                int x = w.chunkXs()[k], z = w.chunkZs()[k];
                if (!area.test(x, z)) continue;
                boolean all = true;
                for (int dz = -r; dz <= r && all; dz++) for (int dx = -r; dx <= r && all; dx++) all = area.test(x + dx, z + dz);
                if (all) {
                    inner++;
                } else {
                    edge++;
                }
                if (!decorated.test(x, z)) continue;
                // each ring chunk once: from the first of its decorated neighbours in scan order (dz, then dx)
                for (int dz = -1; dz <= 1; dz++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int rx = x + dx, rz = z + dz;
                        if ((dx == 0 && dz == 0) || area.test(rx, rz) || (found != null && found.contains(rx, rz))) continue;
                        if (firstAreaNeighbour(decorated, rx, rz, x, z)) ring++;
                    }
                }
            }
        }
        if (found != null) {
            // unreadable chunks regenerated to carvers although no decorated chunk is next to them
            for (int[] c : found.repairedChunks()) {
                if (area.test(c[0], c[1])) continue;
                boolean byNeighbour = false;
                for (int dz = -1; dz <= 1 && !byNeighbour; dz++) {
                    for (int dx = -1; dx <= 1 && !byNeighbour; dx++) byNeighbour = (dx != 0 || dz != 0) && decorated.test(c[0] + dx, c[1] + dz);
                }
                if (!byNeighbour) ring++;
            }
        }
        return new AreaEdge(inner, edge, ring);
    }

    /** Whether (x, z) is the first chunk of {@code area} among the neighbours of ring chunk (rx, rz), in scan order. */
    private static boolean firstAreaNeighbour(BiPredicate<Integer, Integer> area, int rx, int rz, int x, int z) {
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx == 0 && dz == 0) continue;
                if (area.test(rx + dx, rz + dz)) return rx + dx == x && rz + dz == z;
            }
        }
        return false;
    }

    /**
     * The dry run's line (prefixed with {@code dimension}, empty or {@code "minecraft:the_end: "}) for a run to {@code target} (features or later; nothing for earlier steps, where every chunk
     * of the area is written at the target and nothing around it), and the warning of {@link #warnNoneFinished}.
     */
    void printPrediction(PrintWriter out, String dimension, ChunkStep target) {
        printPrediction(out, dimension, target, false);
    }

    /**
     * As {@link #printPrediction(PrintWriter, String, ChunkStep)}; {@code existing}: the counts are those of
     * {@link #of(RegionPlan, ExistingChunks)} with chunks in or next to the area, which the run does not write.
     */
    void printPrediction(PrintWriter out, String dimension, ChunkStep target, boolean existing) {
        if (target.compareTo(ChunkStep.CARVERS) <= 0) return;
        String ring = existing
                ? Words.count(this.ring, "chunk") + " around what it decorates (the ring, and the area's chunks left to the game next to it)"
                : "the ring of " + Words.count(this.ring, "chunk") + " around it";
        String what = existing ? "what the run writes, " : "";
        if (target == ChunkStep.FEATURES) {
            out.printf("%s%swritten at %s: %s of the area; %s at %s%n", dimension, what, target.status(),
                    Words.count(inner + edge, "chunk"), ring, ChunkStep.CARVERS.status());
            return;
        }
        out.printf("%s%swritten at %s: %s; at %s (proto chunks at the area's edge, for the game to finish): %s; %s at %s%n",
                dimension, what, target.status(), Words.count(inner, "chunk"), ChunkStep.INITIALIZE_LIGHT.status(),
                Words.count(edge, "chunk"), ring, ChunkStep.CARVERS.status());
        if (existing && target.compareTo(ChunkStep.LIGHT) >= 0 && inner == 0 && edge > 0) {
            // the edge here is also the seam along the chunks already in the world: planning wider does not remove it
            out.printf("warning: %sno chunk this run writes will be at %s: a chunk is lit%s only when its eight neighbours are "
                    + "decorated by the run too, and each of the %s it decorates has a neighbour it does not decorate (outside the "
                    + "area, already in the world, or left to the game next to those): the seam an area extended after its "
                    + "first run leaves (docs/features.md); %s at %s, for the game to finish%n", dimension, target.status(),
                    target == ChunkStep.FULL ? " and finished" : "", Words.count(edge, "chunk"), edge == 1 ? "it is written" : "they are written",
                    ChunkStep.INITIALIZE_LIGHT.status());
            return;
        }
        warnNoneFinished(out, dimension, target);
    }

    /**
     * When no chunk of the area can reach {@code target} (light or full: every chunk is at the edge, as in an area one
     * or two chunks wide), says so with the advice to plan wider; nothing otherwise.
     *
     * @param dimension {@code "minecraft:the_end: "} when a run covers several dimensions, else empty
     * @return whether it warned
     */
    boolean warnNoneFinished(PrintWriter out, String dimension, ChunkStep target) {
        if (target.compareTo(ChunkStep.LIGHT) < 0 || inner > 0 || edge == 0) return false;
        out.printf("warning: %sno chunk of this area will be at %s: a chunk is lit%s only when its eight neighbours are in the "
                        + "area too, and %s at its edge (written at %s, for the game to finish). Plan it wider: the area one "
                        + "chunk larger on each side than the chunks to finish (e.g. --radius 2c is 4x4 chunks, of which the "
                        + "middle 2x2 are finished)%n", dimension, target.status(), target == ChunkStep.FULL ? " and finished" : "",
                edge == 1 ? "its one chunk is" : "all " + edge + " of its chunks are", ChunkStep.INITIALIZE_LIGHT.status());
        return true;
    }
}
