package dev.strata.cli;

import java.util.Locale;

/**
 * Running totals of {@code strata inspect} over a dimension or a whole world, per {@link RegionContent kind} of
 * region file: files (zero-length ones also counted apart), chunks present in their headers, chunks that cannot be
 * read or do not have their kind's shape, entities or points of interest, and problems (what makes exit code 6).
 */
final class InspectTotals {
    private final long[] files = new long[RegionContent.values().length];
    private final long[] zeroLength = new long[files.length];
    private final long[] chunks = new long[files.length];
    private final long[] things = new long[files.length];
    private long unreadable;
    private long problems;

    /** Adds one file that opened: its present chunks, those unreadable or malformed, its entities or POIs, its problems. */
    void addFile(RegionContent kind, long presentChunks, long unreadableChunks, long entitiesOrPois, long fileProblems) {
        files[kind.ordinal()]++;
        chunks[kind.ordinal()] += presentChunks;
        things[kind.ordinal()] += entitiesOrPois;
        unreadable += unreadableChunks;
        problems += fileProblems;
    }

    /** Adds a zero-length file (no chunks, not a problem: the game leaves them). */
    void addZeroLength(RegionContent kind) {
        files[kind.ordinal()]++;
        zeroLength[kind.ordinal()]++;
    }

    /** Adds a file that could not be opened as a region file (one problem). */
    void addUnopenable(RegionContent kind) {
        files[kind.ordinal()]++;
        problems++;
    }

    /** Adds everything of {@code other} (a dimension's totals to the world's). */
    void add(InspectTotals other) {
        for (int i = 0; i < files.length; i++) {
            files[i] += other.files[i];
            zeroLength[i] += other.zeroLength[i];
            chunks[i] += other.chunks[i];
            things[i] += other.things[i];
        }
        unreadable += other.unreadable;
        problems += other.problems;
    }

    /** Whether any file was counted. */
    boolean isEmpty() {
        for (long f : files) {
            if (f > 0) return false;
        }
        return true;
    }

    /**
     * One line: {@code region: F files, C chunks; entities: F files, C chunks, E entities; poi: F files (Z zero-length),
     * C chunks, P points of interest; U unreadable or malformed chunks; N problems}.
     */
    String describe() {
        StringBuilder sb = new StringBuilder();
        for (RegionContent k : RegionContent.values()) {
            int i = k.ordinal();
            sb.append(k.folder()).append(": ").append(files[i]).append(files[i] == 1 ? " file" : " files");
            if (zeroLength[i] > 0) sb.append(" (").append(zeroLength[i]).append(" zero-length)");
            sb.append(", ").append(chunks[i]).append(chunks[i] == 1 ? " chunk" : " chunks");
            if (k == RegionContent.ENTITIES) sb.append(", ").append(things[i]).append(things[i] == 1 ? " entity" : " entities");
            if (k == RegionContent.POI) sb.append(", ").append(things[i]).append(things[i] == 1 ? " point of interest" : " points of interest");
            sb.append("; ");
        }
        sb.append(String.format(Locale.ROOT, "%d unreadable or malformed chunk%s; %d problem%s", unreadable, unreadable == 1 ? "" : "s",
                problems, problems == 1 ? "" : "s"));
        return sb.toString();
    }
}
