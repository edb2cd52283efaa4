package dev.strata.engine.structure.placement;

import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;

/**
 * {@code minecraft:random_spread} (game: {@code RandomSpreadStructurePlacement}): the world is cut into squares of
 * {@code spacing} chunks; each square holds one potential chunk, at an offset in {@code [0, spacing - separation)} on
 * each axis drawn from a legacy random seeded with the square and the salt.
 *
 * @param spacing 0..4096 chunks, greater than {@code separation} (the game's codec range and check)
 * @param separation 0..4096 chunks
 */
public record RandomSpreadPlacement(PlacementSettings settings, int spacing, int separation, RandomSpreadType spreadType)
        implements StructurePlacement {

    /**
     * The potential chunk of the square holding chunk {@code (chunkX, chunkZ)}, packed with {@link ChunkPos#pack}
     * (game: {@code getPotentialStructureChunk}): square {@code floorDiv(chunk, spacing)} on each axis, random
     * {@code setLargeFeatureWithSalt(seed, squareX, squareZ, salt)}, x offset drawn before z.
     */
    public long potentialStructureChunk(long seed, int chunkX, int chunkZ) {
        int gridX = Math.floorDiv(chunkX, spacing);
        int gridZ = Math.floorDiv(chunkZ, spacing);
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        random.setLargeFeatureWithSalt(seed, gridX, gridZ, settings.salt());
        int limit = spacing - separation;
        int spreadX = spreadType.evaluate(random, limit);
        int spreadZ = spreadType.evaluate(random, limit);
        return ChunkPos.pack(gridX * spacing + spreadX, gridZ * spacing + spreadZ);
    }

    /** Game: {@code isPlacementChunk}: the chunk is its square's potential chunk. */
    public boolean isPlacementChunk(long seed, int chunkX, int chunkZ) {
        return potentialStructureChunk(seed, chunkX, chunkZ) == ChunkPos.pack(chunkX, chunkZ);
    }
}
