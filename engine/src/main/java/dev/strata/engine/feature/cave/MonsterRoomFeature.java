package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Game: {@code MonsterRoomFeature} ({@code minecraft:monster_room}, no configuration; 26.1 and 26.2 alike): a room
 * of {@code (2 xr + 3) x 6 x (2 zr + 3)} (xr, zr in 2..3) with solid floor and ceiling and 1 to 5 openings in the
 * walls at floor level, its walls of cobblestone and its floor mostly mossy cobblestone, up to two chests against
 * a wall with the {@code minecraft:chests/simple_dungeon} loot table, a spawner in the middle.
 *
 * <p>Draws: xr, zr ({@code nextInt(2)} each); per floor block {@code nextInt(4)}; for each of two chests up to three
 * tries of x and z; per chest placed the loot table seed ({@code nextLong}, game:
 * {@code RandomizableContainer.setBlockEntityLootTable}); the mob ({@code nextInt(4)} of skeleton, zombie, zombie,
 * spider). The spawner's empty {@code SpawnPotentials} draw nothing.
 *
 * <p>Block entity data is written as NBT tags into {@link ProtoChunk.BlockEntityData#fields}: chests
 * {@code LootTable} (string) and {@code LootTableSeed} (long); the spawner {@code SpawnData}
 * ({@code {entity: {id: mob}}}) and an empty {@code SpawnPotentials} list.
 */
record MonsterRoomFeature() implements ConfiguredFeature {
    /** Game: {@code MonsterRoomFeature.MOBS}. */
    static final String[] MOBS = {"minecraft:skeleton", "minecraft:zombie", "minecraft:zombie", "minecraft:spider"};
    static final String LOOT_TABLE = "minecraft:chests/simple_dungeon";

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
        BlockStates s = level.states();
        BlockStates.BlockTag noReplace = s.tag("minecraft:features_cannot_replace");
        int xr = random.nextInt(2) + 2;
        int minX = -xr - 1, maxX = xr + 1;
        int zr = random.nextInt(2) + 2;
        int minZ = -zr - 1, maxZ = zr + 1;
        int holes = 0;
        for (int dx = minX; dx <= maxX; dx++) {
            for (int dy = -1; dy <= 4; dy++) {
                for (int dz = minZ; dz <= maxZ; dz++) {
                    int x = ox + dx, y = oy + dy, z = oz + dz;
                    boolean solid = s.isSolid(level.getBlockState(x, y, z));
                    if ((dy == -1 || dy == 4) && !solid) return false;
                    if ((dx == minX || dx == maxX || dz == minZ || dz == maxZ) && dy == 0
                            && level.isEmptyBlock(x, y, z) && level.isEmptyBlock(x, y + 1, z)) holes++;
                }
            }
        }
        if (holes < 1 || holes > 5) return false;
        int caveAir = s.caveAir, chest = CaveBlocks.index("chest"), spawner = CaveBlocks.index("spawner");
        int cobble = CaveBlocks.state("cobblestone"), mossy = CaveBlocks.state("mossy_cobblestone");
        for (int dx = minX; dx <= maxX; dx++) {
            for (int dy = 3; dy >= -1; dy--) {
                for (int dz = minZ; dz <= maxZ; dz++) {
                    int x = ox + dx, y = oy + dy, z = oz + dz;
                    int wall = level.getBlockState(x, y, z);
                    if (dx == minX || dy == -1 || dz == minZ || dx == maxX || dz == maxZ) {
                        if (y >= level.getMinY() && !s.isSolid(level.getBlockState(x, y - 1, z))) {
                            level.setBlock(x, y, z, caveAir, WorldGenLevel.UPDATE_CLIENTS);
                        } else if (s.isSolid(wall) && s.block(wall) != chest) {
                            if (dy == -1 && random.nextInt(4) != 0) safeSet(level, noReplace, x, y, z, mossy);
                            else safeSet(level, noReplace, x, y, z, cobble);
                        }
                    } else if (s.block(wall) != chest && s.block(wall) != spawner) {
                        safeSet(level, noReplace, x, y, z, caveAir);
                    }
                }
            }
        }
        for (int cc = 0; cc < 2; cc++) {
            for (int i = 0; i < 3; i++) {
                int xc = ox + random.nextInt(xr * 2 + 1) - xr;
                int zc = oz + random.nextInt(zr * 2 + 1) - zr;
                if (!level.isEmptyBlock(xc, oy, zc)) continue;
                int walls = 0;
                for (Direction d : Direction.HORIZONTAL) if (s.isSolid(level.getBlockState(xc + d.dx, oy, zc + d.dz))) walls++;
                if (walls != 1) continue;
                safeSet(level, noReplace, xc, oy, zc, reorient(level, xc, oy, zc, CaveBlocks.state("chest")));
                ProtoChunk.BlockEntityData be = level.getBlockEntity(xc, oy, zc);
                if (be != null && s.block(level.getBlockState(xc, oy, zc)) == chest) {
                    be.id = "minecraft:chest";
                    be.fields.put("LootTable", StringBinaryTag.stringBinaryTag(LOOT_TABLE));
                    be.fields.put("LootTableSeed", LongBinaryTag.longBinaryTag(random.nextLong()));
                }
                break;
            }
        }
        safeSet(level, noReplace, ox, oy, oz, CaveBlocks.state("spawner"));
        ProtoChunk.BlockEntityData be = level.getBlockEntity(ox, oy, oz);
        if (be != null && s.block(level.getBlockState(ox, oy, oz)) == spawner) {
            String mob = MOBS[random.nextInt(MOBS.length)];
            be.id = "minecraft:mob_spawner";
            be.fields.put("SpawnData", CompoundBinaryTag.builder()
                    .put("entity", CompoundBinaryTag.builder().putString("id", mob).build()).build());
            be.fields.put("SpawnPotentials", ListBinaryTag.empty());
        }
        return true;
    }

    private static void safeSet(WorldGenLevel level, BlockStates.BlockTag noReplace, int x, int y, int z, int state) {
        if (!level.states().is(level.getBlockState(x, y, z), noReplace)) level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_CLIENTS);
    }

    /**
     * Game: {@code StructurePiece.reorient}: a chest faces away from its only full-cube neighbour (north, east, south,
     * west); next to another chest it keeps its facing; otherwise it turns from its facing away from full cubes.
     */
    static int reorient(WorldGenLevel level, int x, int y, int z, int state) {
        BlockStates s = level.states();
        Direction solidNeighbor = null;
        for (Direction d : Direction.HORIZONTAL) {
            int n = level.getBlockState(x + d.dx, y, z + d.dz);
            if (s.block(n) == CaveBlocks.index("chest")) return state;
            if (!isSolidRender(s, n)) continue;
            if (solidNeighbor == null) {
                solidNeighbor = d;
                continue;
            }
            solidNeighbor = null;
            break;
        }
        if (solidNeighbor != null) return s.with(state, "facing", solidNeighbor.opposite().id());
        Direction lock = Direction.byId(s.value(state, "facing"));
        if (isSolidRender(s, level.getBlockState(x + lock.dx, y, z + lock.dz))) lock = lock.opposite();
        if (isSolidRender(s, level.getBlockState(x + lock.dx, y, z + lock.dz))) lock = lock.clockWise();
        if (isSolidRender(s, level.getBlockState(x + lock.dx, y, z + lock.dz))) lock = lock.opposite();
        return s.with(state, "facing", lock.id());
    }

    /** Game: {@code BlockState.isSolidRender()}: the occlusion shape is the full cube. */
    static boolean isSolidRender(BlockStates s, int state) {
        return s.registry().occlusionShape(state).equals("[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]");
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        for (String k : c.keys()) throw c.get(k).error("monster_room takes no configuration");
        return new MonsterRoomFeature();
    }
}
