package dev.strata.engine.structure.woodlandmansion;

/**
 * A rectangle of ints with a value for every cell outside it (game: {@code WoodlandMansionPieces.SimpleGrid}). The
 * mansion's plans are such grids, one cell per 8 x 8 block square; x grows east and y south in the mansion's own
 * frame (before its rotation).
 */
final class SimpleGrid {
    final int width;
    final int height;
    private final int outside;
    private final int[][] cells;

    /**
     * @param width cells along x
     * @param height cells along y
     * @param outside what {@link #get} answers outside the rectangle
     */
    SimpleGrid(int width, int height, int outside) {
        this.width = width;
        this.height = height;
        this.outside = outside;
        this.cells = new int[width][height];
    }

    /** Sets one cell; a cell outside the rectangle is left alone. */
    void set(int x, int y, int value) {
        if (x >= 0 && x < width && y >= 0 && y < height) cells[x][y] = value;
    }

    /** Sets the cells from (x0, y0) to (x1, y1), both corners included, rows of y outer. */
    void set(int x0, int y0, int x1, int y1, int value) {
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) set(x, y, value);
        }
    }

    /** The cell's value, or the outside value. */
    int get(int x, int y) {
        return x >= 0 && x < width && y >= 0 && y < height ? cells[x][y] : outside;
    }

    /** Sets the cell to {@code value} when it holds {@code expected} (game: {@code setif}). */
    void setIf(int x, int y, int expected, int value) {
        if (get(x, y) == expected) set(x, y, value);
    }

    /** Whether one of the four cells beside (x, y) holds {@code value} (game: {@code edgesTo}). */
    boolean edgesTo(int x, int y, int value) {
        return get(x - 1, y) == value || get(x + 1, y) == value || get(x, y + 1) == value || get(x, y - 1) == value;
    }
}
