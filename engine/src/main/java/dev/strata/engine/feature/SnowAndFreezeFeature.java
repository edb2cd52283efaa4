package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code SnowAndFreezeFeature} ({@code freeze_top_layer}, no configuration): for the 16 x 16 columns from the
 * origin (x, then z inner), at the {@code MOTION_BLOCKING} height y of the column and the biome there: the block
 * below freezes to ice where the biome {@linkplain BiomeClimate#shouldFreeze freezes} it, then at y a snow layer is
 * set where it {@linkplain BiomeClimate#shouldSnow snows}, and a block below with a {@code snowy} property gets
 * {@code snowy=true}. All writes with flags 2. Draws nothing; always true.
 */
record SnowAndFreezeFeature(BiomeClimate climate, int ice, int snow, int snowBlock, int waterBlock) implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new SnowAndFreezeFeature(BiomeClimate.of(p), p.states().defaultState("minecraft:ice"),
                p.states().defaultState("minecraft:snow"), p.states().blockIndex("minecraft:snow"), p.states().blockIndex("minecraft:water"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
        for (int dx = 0; dx < 16; dx++) {
            for (int dz = 0; dz < 16; dz++) {
                int x = ox + dx, z = oz + dz;
                int y = level.getHeight(Heightmap.Types.MOTION_BLOCKING, x, z);
                int biome = level.getBiome(x, y, z);
                if (climate.shouldFreeze(level, biome, x, y - 1, z, waterBlock)) level.setBlock(x, y - 1, z, ice, 2);
                if (!climate.shouldSnow(level, biome, x, y, z, snow, snowBlock)) continue;
                level.setBlock(x, y, z, snow, 2);
                int below = level.getBlockState(x, y - 1, z);
                if (level.states().value(below, "snowy") == null) continue;
                level.setBlock(x, y - 1, z, level.states().with(below, "snowy", "true"), 2);
            }
        }
        return true;
    }
}
