package dev.strata.cli;

import dev.strata.engine.gen.ChunkStep;
import java.util.List;

/**
 * Values shell completion offers for options that take a fixed set of words: each list is exactly what the option
 * accepts, in the lower case its help uses (an enum-typed option without {@code completionCandidates} would offer
 * the enum's constant names, e.g. {@code NOISE}).
 */
final class Choices {
    private Choices() {}

    static final class Dimensions extends Wrapper {
        Dimensions() {
            super(List.of("overworld", "the_nether", "the_end", "all"));
        }
    }

    /** The vanilla dimensions, for commands that generate or read one dimension (no {@code all}). */
    static final class OneDimension extends Wrapper {
        OneDimension() {
            super(List.of("overworld", "the_nether", "the_end"));
        }
    }

    static final class Shapes extends Wrapper {
        Shapes() {
            super(List.of("square", "circle", "rectangle", "ellipse", "diamond", "triangle", "pentagon", "star", "hexagon"));
        }
    }

    static final class Patterns extends Wrapper {
        Patterns() {
            super(List.of("region", "concentric", "spiral", "loop", "world", "csv:"));
        }
    }

    /** The steps whose result {@code generate --until} writes (biomes alone writes no terrain). */
    static final class Steps extends Wrapper {
        Steps() {
            super(List.of("noise", "surface", "carvers", "features", "light", "full"));
        }
    }

    /** The steps {@code bench --step} measures. */
    static final class BenchSteps extends Wrapper {
        BenchSteps() {
            super(List.of("biomes", "noise", "surface", "carvers", "features", "light"));
        }
    }

    /**
     * Every step {@code dump-chunk --step} accepts: each step of the game's chunk pipeline ({@link ChunkStep}, in
     * its order), by its status name without the namespace. Built from the table, so the help (which lists these
     * through {@code ${COMPLETION-CANDIDATES}}) and completion cannot leave a step out.
     */
    static final class DumpSteps extends Wrapper {
        DumpSteps() {
            super(java.util.Arrays.stream(ChunkStep.values()).map(s -> s.status().substring(s.status().indexOf(':') + 1)).toList());
        }
    }

    /** The steps {@code fuzz --step} checks. */
    static final class FuzzSteps extends Wrapper {
        FuzzSteps() {
            super(List.of("biomes", "noise", "surface", "carvers", "features"));
        }
    }

    static final class Compressions extends Wrapper {
        Compressions() {
            super(List.of("zlib", "gzip", "none", "lz4"));
        }
    }

    /** {@code convert --layout}. */
    static final class Layouts extends Wrapper {
        Layouts() {
            super(List.of("26", "legacy"));
        }
    }

    /** An iterable over a fixed list (picocli instantiates the subclasses reflectively). */
    abstract static class Wrapper implements Iterable<String> {
        private final List<String> values;

        Wrapper(List<String> values) {
            this.values = values;
        }

        @Override
        public java.util.Iterator<String> iterator() {
            return values.iterator();
        }
    }
}
