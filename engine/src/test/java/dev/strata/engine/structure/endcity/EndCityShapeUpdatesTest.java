package dev.strata.engine.structure.endcity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The shape updates of the end city's blocks, each against the game's block class rule (an empty End-sized region). */
class EndCityShapeUpdatesTest {
    private static BlockStates states;
    private DecorationRegion level;

    @BeforeAll
    static void load() {
        states = new BlockStates(SharedData.vanilla());
    }

    private DecorationRegion region() {
        DecorationRegion r = new DecorationRegion(states, 1L, 0, 0, 256, 0, 256, (x, y, z) -> 0);
        ProtoChunk[] chunks = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(0, 256);
                c.reset(dx, dz);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                chunks[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        r.set(0, 0, chunks);
        return r;
    }

    private int put(int x, int y, int z, String state) {
        int s = states.registry().parse(state);
        level.setBlock(x, y, z, s, 2);
        return s;
    }

    private String update(int state, int x, int y, int z, Direction d) {
        int n = level.getBlockState(x + d.stepX, y + d.stepY, z + d.stepZ);
        return states.registry().toString(EndCityShapeUpdates.updateShape(level, state, x, y, z, d, n, "test"));
    }

    /** StairBlock: stairs facing north with stairs facing east behind them (north) turn outer right; vertically nothing. */
    @Test
    void stairsTakeTheirShapeFromTheStairsBehind() {
        level = region();
        int a = put(5, 100, 5, "minecraft:purpur_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]");
        put(5, 100, 4, "minecraft:purpur_stairs[facing=east,half=bottom,shape=straight,waterlogged=false]");
        assertEquals("minecraft:purpur_stairs[facing=north,half=bottom,shape=outer_right,waterlogged=false]", update(a, 5, 100, 5, Direction.NORTH));
        assertEquals("minecraft:purpur_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]", update(a, 5, 100, 5, Direction.UP));
        put(5, 100, 4, "minecraft:purpur_stairs[facing=west,half=bottom,shape=straight,waterlogged=false]");
        assertEquals("minecraft:purpur_stairs[facing=north,half=bottom,shape=outer_left,waterlogged=false]", update(a, 5, 100, 5, Direction.NORTH));
        put(5, 100, 4, "minecraft:air");
        put(5, 100, 6, "minecraft:purpur_stairs[facing=west,half=bottom,shape=straight,waterlogged=false]");
        assertEquals("minecraft:purpur_stairs[facing=north,half=bottom,shape=inner_left,waterlogged=false]", update(a, 5, 100, 5, Direction.SOUTH));
    }

    /** LadderBlock: a ladder facing north hangs on the block south of it; without it, air. */
    @Test
    void aLadderWithoutItsWallFalls() {
        level = region();
        int ladder = put(5, 100, 5, "minecraft:ladder[facing=north,waterlogged=false]");
        assertEquals("minecraft:air", update(ladder, 5, 100, 5, Direction.SOUTH));
        put(5, 100, 6, "minecraft:purpur_block");
        assertEquals("minecraft:ladder[facing=north,waterlogged=false]", update(ladder, 5, 100, 5, Direction.SOUTH));
        put(5, 100, 6, "minecraft:air");
        assertEquals("minecraft:ladder[facing=north,waterlogged=false]", update(ladder, 5, 100, 5, Direction.NORTH), "only the wall's side counts");
    }

    /** ChestBlock: a single chest beside the right half of a chest facing the same way becomes its left half; a lone half becomes single. */
    @Test
    void chestsPairAndUnpair() {
        level = region();
        int chest = put(5, 100, 5, "minecraft:chest[facing=north,type=single,waterlogged=false]");
        put(6, 100, 5, "minecraft:chest[facing=north,type=right,waterlogged=false]");
        assertEquals("minecraft:chest[facing=north,type=left,waterlogged=false]", update(chest, 5, 100, 5, Direction.EAST));
        int left = put(5, 100, 5, "minecraft:chest[facing=north,type=left,waterlogged=false]");
        put(6, 100, 5, "minecraft:air");
        assertEquals("minecraft:chest[facing=north,type=single,waterlogged=false]", update(left, 5, 100, 5, Direction.EAST));
        assertEquals("minecraft:chest[facing=north,type=left,waterlogged=false]", update(left, 5, 100, 5, Direction.WEST));
    }

    /** WallBannerBlock: air when the block behind is not solid. */
    @Test
    void aWallBannerNeedsASolidBlockBehind() {
        level = region();
        int banner = put(5, 100, 5, "minecraft:magenta_wall_banner[facing=east]");
        assertEquals("minecraft:air", update(banner, 5, 100, 5, Direction.WEST));
        put(4, 100, 5, "minecraft:end_stone_bricks");
        assertEquals("minecraft:magenta_wall_banner[facing=east]", update(banner, 5, 100, 5, Direction.WEST));
    }
}
