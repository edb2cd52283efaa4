package dev.strata.engine.structure.placement;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;

/**
 * How a placement with {@code frequency < 1} thins out its chunks (game:
 * {@code StructurePlacement.FrequencyReductionMethod}, field {@code frequency_reduction_method}, default
 * {@code default}). Each method seeds a fresh legacy random from the world seed and the chunk and compares one draw
 * with the frequency; the four differ only in the seed and the draw, as the game's four reducers do.
 */
public enum FrequencyReductionMethod {
    /**
     * {@code default}: {@code setLargeFeatureWithSalt(seed, salt, chunkX, chunkZ)} — the game passes the salt as the
     * region x, the chunk x as the region z and the chunk z as the salt — then {@code nextFloat() < frequency}.
     */
    DEFAULT("default"),
    /**
     * {@code legacy_type_1} (pillager outposts): seed {@code (long) ((chunkX >> 4) ^ (chunkZ >> 4) << 4) ^ seed}, one
     * {@code nextInt()} discarded, then {@code nextInt((int) (1 / frequency)) == 0}.
     */
    LEGACY_TYPE_1("legacy_type_1"),
    /** {@code legacy_type_2} (buried treasure): salt 10387320 instead of the placement's, then {@code nextFloat()}. */
    LEGACY_TYPE_2("legacy_type_2"),
    /** {@code legacy_type_3} (mineshafts): the large-feature seed of the chunk, then {@code nextDouble() < frequency}. */
    LEGACY_TYPE_3("legacy_type_3");

    /** Game: {@code StructurePlacement.HIGHLY_ARBITRARY_RANDOM_SALT}, the fixed salt of {@link #LEGACY_TYPE_2}. */
    static final int HIGHLY_ARBITRARY_RANDOM_SALT = 10387320;

    private final String serializedName;

    FrequencyReductionMethod(String serializedName) {
        this.serializedName = serializedName;
    }

    /** The name in the JSON, e.g. {@code legacy_type_3}. */
    public String serializedName() {
        return serializedName;
    }

    /** The method named {@code name} in the JSON, or null. */
    public static FrequencyReductionMethod byName(String name) {
        for (FrequencyReductionMethod m : values()) if (m.serializedName.equals(name)) return m;
        return null;
    }

    /**
     * Whether chunk {@code (chunkX, chunkZ)} survives the reduction (game: {@code shouldGenerate}).
     *
     * @param probability the placement's {@code frequency}, a float in [0, 1]
     */
    public boolean shouldGenerate(long seed, int salt, int chunkX, int chunkZ, float probability) {
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        switch (this) {
            case DEFAULT:
                random.setLargeFeatureWithSalt(seed, salt, chunkX, chunkZ); // sic: the game's argument order
                return random.nextFloat() < probability;
            case LEGACY_TYPE_1: {
                int cx = chunkX >> 4;
                int cz = chunkZ >> 4;
                random.setSeed((long) (cx ^ cz << 4) ^ seed);
                random.nextInt();
                return random.nextInt((int) (1.0f / probability)) == 0;
            }
            case LEGACY_TYPE_2:
                random.setLargeFeatureWithSalt(seed, chunkX, chunkZ, HIGHLY_ARBITRARY_RANDOM_SALT);
                return random.nextFloat() < probability;
            case LEGACY_TYPE_3:
                random.setLargeFeatureSeed(seed, chunkX, chunkZ);
                return random.nextDouble() < (double) probability;
            default:
                throw new AssertionError(this);
        }
    }
}
