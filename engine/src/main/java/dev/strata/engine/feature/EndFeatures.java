package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.ByteBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;

/**
 * The End's feature types and the void preset's platform: {@code end_spike} ({@link EndSpikeFeature}),
 * {@code chorus_plant} ({@link ChorusPlantFeature}), {@code end_island}, {@code end_gateway}, {@code end_platform}
 * and {@code void_start_platform} (game: the classes of those names in {@code levelgen.feature}; 26.1 and 26.2
 * place the same blocks). {@code end_podium} is not a data feature in 26.2 (the dragon fight places it from code)
 * and {@code bonus_chest} is referenced by no placed feature, so neither is registered.
 */
final class EndFeatures {
    private EndFeatures() {}

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:end_spike", EndSpikeFeature::parse);
        types.put("minecraft:chorus_plant", ChorusPlantFeature::parse);
        types.put("minecraft:end_island", (c, p) -> new EndIsland(p.states().defaultState("minecraft:end_stone")));
        types.put("minecraft:end_gateway", EndFeatures::endGateway);
        types.put("minecraft:end_platform", (c, p) -> new EndPlatform(p.states().defaultState("minecraft:obsidian"), p.states().air));
        types.put("minecraft:void_start_platform", (c, p) -> new VoidStartPlatform(
                p.states().defaultState("minecraft:stone"), p.states().defaultState("minecraft:cobblestone")));
    }

    /** A block position as the game's {@code BlockPos.CODEC} reads it: an array of three ints. */
    static int[] blockPos(JsonCursor c) {
        if (!c.isArray()) throw c.error("expected a block position [x, y, z]");
        List<JsonCursor> xyz = c.elements();
        if (xyz.size() != 3) throw c.error("expected a block position [x, y, z], got " + xyz.size() + " numbers");
        return new int[] {xyz.get(0).asInt(), xyz.get(1).asInt(), xyz.get(2).asInt()};
    }

    /**
     * Game: {@code EndIslandFeature}: layers of end stone from the origin downwards, the first of radius {@code
     * nextInt(3) + 4}, each next one {@code nextInt(2) + 0.5} smaller, while the radius exceeds 0.5; a layer holds
     * the offsets with {@code x² + z² <= (r + 1)²}, all in float as the game computes.
     */
    record EndIsland(int endStone) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
            float size = random.nextInt(3) + 4.0F;
            for (int y = 0; size > 0.5F; y--) {
                int from = (int) Math.floor(-size), to = (int) Math.ceil(size);
                for (int x = from; x <= to; x++) {
                    for (int z = from; z <= to; z++) {
                        if ((float) (x * x + z * z) <= (size + 1.0F) * (size + 1.0F)) {
                            level.setBlock(ox + x, oy + y, oz + z, endStone, WorldGenLevel.UPDATE_ALL);
                        }
                    }
                }
                size -= random.nextInt(2) + 0.5F;
            }
            return true;
        }
    }

    /**
     * Game: {@code EndGatewayFeature}: the gateway block at the origin in a 3 x 5 x 3 frame (bedrock above and below
     * two blocks out, bedrock in the plus-shaped columns between, air elsewhere). With a configured {@code exit}
     * the gateway's block entity gets {@code exit_portal} and, when {@code exact}, {@code ExactTeleport}; without
     * one the block entity stays the placeholder the block's placement made (the game never asks for it).
     *
     * @param exit the exit {x, y, z}, or null
     */
    record EndGateway(int[] exit, boolean exact, int gateway, int bedrock, int air) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
            for (int z = oz - 1; z <= oz + 1; z++) {
                for (int y = oy - 2; y <= oy + 2; y++) {
                    for (int x = ox - 1; x <= ox + 1; x++) {
                        boolean sameX = x == ox, sameY = y == oy, sameZ = z == oz, end = Math.abs(y - oy) == 2;
                        int state;
                        if (sameX && sameY && sameZ) {
                            level.setBlock(x, y, z, gateway, WorldGenLevel.UPDATE_ALL);
                            if (exit != null) setExit(level, x, y, z);
                            continue;
                        } else if (sameY) {
                            state = air;
                        } else if (end && sameX && sameZ) {
                            state = bedrock;
                        } else if ((sameX || sameZ) && !end) {
                            state = bedrock;
                        } else {
                            state = air;
                        }
                        level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_ALL);
                    }
                }
            }
            return true;
        }

        /** Game: {@code TheEndGatewayBlockEntity.setExitPosition}, saved by its {@code saveAdditional}. */
        private void setExit(WorldGenLevel level, int x, int y, int z) {
            dev.strata.engine.levelgen.ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y, z);
            if (be == null) return; // the write was refused (outside the build height): the game finds no block entity either
            be.id = "minecraft:end_gateway";
            be.fields.put("Age", LongBinaryTag.longBinaryTag(0L));
            be.fields.put("exit_portal", IntArrayBinaryTag.intArrayBinaryTag(exit.clone()));
            if (exact) be.fields.put("ExactTeleport", ByteBinaryTag.ONE);
        }
    }

    private static ConfiguredFeature endGateway(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        int[] exit = c.has("exit") ? blockPos(c.get("exit")) : null;
        return new EndGateway(exit, c.get("exact").asBoolean(), s.defaultState("minecraft:end_gateway"),
                s.defaultState("minecraft:bedrock"), s.air);
    }

    /**
     * Game: {@code EndPlatformFeature.createEndPlatform} without dropping: a 5 x 5 obsidian floor one below the
     * origin and three layers of air above it; a block already of the wanted block (plain air only, not cave air)
     * is left alone.
     */
    record EndPlatform(int obsidian, int air) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
            BlockStates s = level.states();
            int obsidianBlock = s.block(obsidian), airBlock = s.block(air);
            for (int dz = -2; dz <= 2; dz++) {
                for (int dx = -2; dx <= 2; dx++) {
                    for (int dy = -1; dy < 3; dy++) {
                        int x = ox + dx, y = oy + dy, z = oz + dz;
                        boolean floor = dy == -1;
                        if (s.block(level.getBlockState(x, y, z)) == (floor ? obsidianBlock : airBlock)) continue;
                        level.setBlock(x, y, z, floor ? obsidian : air, WorldGenLevel.UPDATE_ALL);
                    }
                }
            }
            return true;
        }
    }

    /**
     * Game: {@code VoidStartPlatformFeature}: in the chunks within one (chessboard) of chunk (0, 0), the blocks
     * of the layer three above the origin within 16 (chessboard) of block (8, 8) become stone, cobblestone at
     * (8, 8) itself; flags 2.
     */
    record VoidStartPlatform(int stone, int cobblestone) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
            int chunkX = ox >> 4, chunkZ = oz >> 4;
            if (Math.max(Math.abs(chunkX), Math.abs(chunkZ)) > 1) return true; // PLATFORM_ORIGIN_CHUNK is (0, 0)
            int px = 8, py = oy + 3, pz = 8;
            for (int z = chunkZ << 4; z <= (chunkZ << 4) + 15; z++) {
                for (int x = chunkX << 4; x <= (chunkX << 4) + 15; x++) {
                    if (Math.max(Math.abs(px - x), Math.abs(pz - z)) > 16) continue;
                    level.setBlock(x, py, z, x == px && z == pz ? cobblestone : stone, WorldGenLevel.UPDATE_CLIENTS);
                }
            }
            return true;
        }
    }
}
