package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;
import java.util.Map;

/**
 * Game: {@code BlockPileFeature} with {@code BlockPileConfiguration} ({@code block_pile}; field
 * {@code state_provider}; 26.1 and 26.2 alike). The 26.2 data uses it for the villages' {@code pile_hay},
 * {@code pile_ice}, {@code pile_melon}, {@code pile_pumpkin} and {@code pile_snow} (feature pool elements).
 *
 * <p>Fails below min y + 5. Draws the half widths {@code xr = 2 + nextInt(2)}, then {@code zr = 2 + nextInt(2)},
 * and visits the box {@code origin - (xr, 0, zr)} to {@code origin + (xr, 1, zr)} in {@code BlockPos.betweenClosed}
 * order (x fastest, then y, then z). At each position: when {@code xd² + zd²} (as a float) is at most
 * {@code nextFloat() * 10 - nextFloat() * 6} it tries to place; otherwise it draws {@code nextFloat()} and tries when
 * that is below 0.031 (compared as doubles). A try ({@code tryPlaceBlock}): the position must be air; then the block
 * below is a dirt path ({@code nextBoolean()} decides) or has a sturdy full top face ({@link BlockSupport}); then the
 * state provider's state is set with flags 260 (no {@code UPDATE_KNOWN_SHAPE}, so post-processing is marked).
 * Returns true when it got past the height test.
 *
 * @param provider the {@code state_provider}
 * @param dirtPath block index of {@code minecraft:dirt_path}
 */
record BlockPileFeature(BlockStateProvider provider, int dirtPath) implements ConfiguredFeature {
    /** Game: the flags {@code tryPlaceBlock} passes. */
    static final int FLAGS = 260;

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:block_pile", BlockPileFeature::parse);
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new BlockPileFeature(p.stateProvider(c.get("state_provider")), p.states().blockIndex("minecraft:dirt_path"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (y < level.getMinY() + 5) return false;
        int xr = 2 + random.nextInt(2);
        int zr = 2 + random.nextInt(2);
        for (int bz = z - zr; bz <= z + zr; bz++) {
            for (int by = y; by <= y + 1; by++) {
                for (int bx = x - xr; bx <= x + xr; bx++) {
                    int xd = x - bx, zd = z - bz;
                    if ((float) (xd * xd + zd * zd) <= random.nextFloat() * 10.0F - random.nextFloat() * 6.0F) {
                        tryPlaceBlock(level, random, bx, by, bz);
                    } else if ((double) random.nextFloat() < 0.031) {
                        tryPlaceBlock(level, random, bx, by, bz);
                    }
                }
            }
        }
        return true;
    }

    private boolean mayPlaceOn(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int below = level.getBlockState(x, y - 1, z);
        if (level.states().block(below) == dirtPath) return random.nextBoolean();
        return BlockSupport.vanilla().isFaceSturdy(below, Direction.UP);
    }

    private void tryPlaceBlock(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        if (level.isEmptyBlock(x, y, z) && mayPlaceOn(level, random, x, y, z)) {
            level.setBlock(x, y, z, provider.getState(level, random, x, y, z), FLAGS);
        }
    }
}
