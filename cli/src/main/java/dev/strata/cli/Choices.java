package dev.strata.cli;

import java.util.List;

/** Values shell completion offers for options that take a fixed set of words. */
final class Choices {
    private Choices() {}

    static final class Dimensions extends Wrapper {
        Dimensions() {
            super(List.of("overworld", "the_nether", "the_end", "all"));
        }
    }

    static final class Shapes extends Wrapper {
        Shapes() {
            super(List.of("square", "circle", "rectangle", "ellipse", "diamond"));
        }
    }

    static final class Patterns extends Wrapper {
        Patterns() {
            super(List.of("region", "concentric", "spiral", "csv:"));
        }
    }

    static final class Steps extends Wrapper {
        Steps() {
            super(List.of("noise", "surface"));
        }
    }

    static final class Compressions extends Wrapper {
        Compressions() {
            super(List.of("zlib", "gzip", "none", "lz4"));
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
