package dev.strata.engine.structure.placement;

import dev.strata.engine.random.RandomSource;

/**
 * How a random-spread placement draws the offset inside its grid cell (game: {@code RandomSpreadType}, field
 * {@code spread_type}, default {@code linear}).
 */
public enum RandomSpreadType {
    /** {@code linear}: {@code nextInt(limit)}. */
    LINEAR("linear"),
    /** {@code triangular}: {@code (nextInt(limit) + nextInt(limit)) / 2}, leaning to the cell's middle. */
    TRIANGULAR("triangular");

    private final String serializedName;

    RandomSpreadType(String serializedName) {
        this.serializedName = serializedName;
    }

    public String serializedName() {
        return serializedName;
    }

    /** The type named {@code name} in the JSON, or null. */
    public static RandomSpreadType byName(String name) {
        for (RandomSpreadType t : values()) if (t.serializedName.equals(name)) return t;
        return null;
    }

    /** An offset in {@code [0, limit)} (game: {@code evaluate}); {@code limit = spacing - separation > 0}. */
    public int evaluate(RandomSource random, int limit) {
        return this == LINEAR ? random.nextInt(limit) : (random.nextInt(limit) + random.nextInt(limit)) / 2;
    }
}
