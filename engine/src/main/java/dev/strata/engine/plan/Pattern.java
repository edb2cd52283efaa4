package dev.strata.engine.plan;

import java.nio.file.Path;
import java.util.Locale;

/**
 * The order in which a plan visits chunks. Whatever the pattern, the plan is handed to the scheduler as
 * {@link RegionTask}s: each region appears once, at the position of its first visited chunk, holding its chunks in
 * visit order.
 *
 * <ul>
 *   <li>{@link Region} ({@code region}, the default): regions in square rings of Chebyshev distance (in regions)
 *       from the center's region, each ring in {@link RegionPlan ring order}; inside a region, chunks along a
 *       Hilbert curve over the 32×32 grid (consecutive chunks share an edge).
 *   <li>{@link Concentric} ({@code concentric}): chunks in square rings of Chebyshev distance (in chunks) from the
 *       center's chunk; each ring starts at its north-west corner (-k, -k) and runs clockwise: east along the north
 *       edge, south along the east edge, west along the south edge, north along the west edge.
 *   <li>{@link Spiral} ({@code spiral}): the square (Ulam) spiral from the center's chunk: one step east, one south,
 *       two west, two north, three east, … — a single continuous path, ring k completed before ring k+1.
 *   <li>{@link Loop} ({@code loop}): rows, north to south, each row west to east (Chunky's {@code loop}); regions
 *       in the order of their first chunk on that walk.
 *   <li>{@link World} ({@code world}): exactly the chunks the world's region files already hold for the dimension
 *       (their header entries), within the area when one is given: to finish, regenerate or relight what exists.
 *       Regions in the order of their files' coordinates (z, then x), chunks in header order. The chunk list is
 *       read by the command (it needs the world folder) and handed to {@link RegionPlan#ofChunks}.
 *   <li>{@link Csv} ({@code csv:<file>}): exactly the chunks listed in a file, in file order; the plan's center,
 *       shape and radii are ignored. Lines are {@code cx,cz} in <b>chunk</b> coordinates (integers, spaces
 *       allowed); {@code #} starts a comment; blank lines are ignored; a chunk listed twice is visited once, at its
 *       first line.
 * </ul>
 */
public sealed interface Pattern {
    /** The default pattern. */
    Pattern REGION = new Region();
    /** Square chunk rings. */
    Pattern CONCENTRIC = new Concentric();
    /** Square chunk spiral. */
    Pattern SPIRAL = new Spiral();

    /** Rows, north to south, each west to east. */
    Pattern LOOP = new Loop();
    /** The chunks already in the world. */
    Pattern WORLD = new World();

    /** The name as typed ({@code region}, {@code concentric}, {@code spiral}, {@code loop}, {@code world}, {@code csv:<file>}). */
    String id();

    /** Region by region, Hilbert curve inside each region. */
    record Region() implements Pattern {
        @Override
        public String id() {
            return "region";
        }
    }

    /** Square chunk rings, each from its north-west corner clockwise. */
    record Concentric() implements Pattern {
        @Override
        public String id() {
            return "concentric";
        }
    }

    /** Square (Ulam) chunk spiral. */
    record Spiral() implements Pattern {
        @Override
        public String id() {
            return "spiral";
        }
    }

    /** Rows, north to south, each row west to east. */
    record Loop() implements Pattern {
        @Override
        public String id() {
            return "loop";
        }
    }

    /** The chunks already in the world's region files (listed by the command, see {@link RegionPlan#ofChunks}). */
    record World() implements Pattern {
        @Override
        public String id() {
            return "world";
        }
    }

    /**
     * Chunks from a file (read when the plan is made).
     *
     * @param file the CSV file
     */
    record Csv(Path file) implements Pattern {
        public Csv {
            if (file == null) throw new IllegalArgumentException("csv pattern needs a file");
        }

        @Override
        public String id() {
            return "csv:" + file;
        }
    }

    /**
     * Parses {@code region}, {@code concentric}, {@code spiral}, {@code loop}, {@code world} (case-insensitive) or
     * {@code csv:<file>}.
     *
     * @throws IllegalArgumentException naming the input when it is none of these
     */
    static Pattern parse(String text) {
        if (text == null) throw new IllegalArgumentException("pattern is missing");
        String s = text.strip();
        if (s.regionMatches(true, 0, "csv:", 0, 4)) {
            if (s.length() == 4) throw new IllegalArgumentException("pattern '" + text + "' needs a file: csv:<file>");
            return new Csv(Path.of(s.substring(4)));
        }
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "region" -> REGION;
            case "concentric" -> CONCENTRIC;
            case "spiral" -> SPIRAL;
            case "loop" -> LOOP;
            case "world" -> WORLD;
            default -> throw new IllegalArgumentException("unknown pattern '" + text
                    + "': expected region, concentric, spiral, loop, world or csv:<file>");
        };
    }
}
