package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The face table over every state of the registry, and the face geometry on hand-made shapes. */
class BlockSupportTest {
    static final String FULL = "[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]";

    @Test
    void fullCubesAreSturdyEverywhereAndEmptyShapesNowhereExceptTheGamesOverrides() {
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        BlockSupport s = BlockSupport.vanilla();
        int full = 0, empty = 0;
        for (int id = 0; id < reg.stateCount(); id++) {
            String name = reg.blockName(id);
            boolean leaves = name.endsWith("_leaves");
            boolean override = leaves || name.equals("minecraft:snow") || name.endsWith("shulker_box") || name.equals("minecraft:chorus_flower");
            String shape = reg.collisionShape(id);
            for (Direction d : Direction.values()) {
                if (shape.equals(FULL) && !override) {
                    assertTrue(s.isFaceSturdy(id, d) && s.isFaceSturdy(id, d, BlockSupport.Type.CENTER)
                            && s.isFaceSturdy(id, d, BlockSupport.Type.RIGID), reg.toString(id) + " " + d);
                    full++;
                }
                if (shape.equals("[]") && !override) {
                    assertFalse(s.isFaceSturdy(id, d) || s.isFaceSturdy(id, d, BlockSupport.Type.CENTER)
                            || s.isCollisionFaceFull(id, d) || s.hasCollisionFace(id, d), reg.toString(id) + " " + d);
                    empty++;
                }
                if (leaves) {
                    assertFalse(s.isFaceSturdy(id, d), reg.toString(id));
                    assertTrue(s.isCollisionFaceFull(id, d), reg.toString(id));
                }
            }
        }
        assertTrue(full > 6 * 1000 && empty > 6 * 1000, full + " " + empty);
        assertTrue(s.isSolidRender(reg.defaultState("minecraft:stone")));
        assertFalse(s.isSolidRender(reg.defaultState("minecraft:glass")), "glass does not occlude");
        assertFalse(s.isSolidRender(reg.defaultState("minecraft:oak_leaves")));
        assertFalse(s.isSolidRender(reg.defaultState("minecraft:dirt_path")));
    }

    @Test
    void faceGeometry() {
        // two half boxes side by side cover the top together; a gap of 1/16 does not
        List<double[]> halves = List.of(new double[] {0, 0, 0, 0.5, 1, 1}, new double[] {0.5, 0, 0, 1, 1, 1});
        assertTrue(bit(BlockSupport.faces(halves), Direction.UP, BlockSupport.Type.FULL));
        List<double[]> gap = List.of(new double[] {0, 0, 0, 0.5, 1, 1}, new double[] {0.5625, 0, 0, 1, 1, 1});
        assertFalse(bit(BlockSupport.faces(gap), Direction.UP, BlockSupport.Type.FULL));
        assertFalse(bit(BlockSupport.faces(gap), Direction.UP, BlockSupport.Type.RIGID), "the gap crosses the ring");
        assertFalse(bit(BlockSupport.faces(gap), Direction.UP, BlockSupport.Type.CENTER), "the gap crosses the centre");
        // a frame 2/16 wide (a hollow top): rigid support, neither full nor centre
        double e = 0.125;
        List<double[]> frame = List.of(new double[] {0, 0, 0, 1, 1, e}, new double[] {0, 0, 1 - e, 1, 1, 1},
                new double[] {0, 0, e, e, 1, 1 - e}, new double[] {1 - e, 0, e, 1, 1, 1 - e});
        int fr = BlockSupport.faces(frame);
        assertTrue(bit(fr, Direction.UP, BlockSupport.Type.RIGID));
        assertFalse(bit(fr, Direction.UP, BlockSupport.Type.FULL));
        assertFalse(bit(fr, Direction.UP, BlockSupport.Type.CENTER));
        assertTrue(bit(fr, Direction.NORTH, BlockSupport.Type.FULL), "from the side the frame is a wall");
        // a post 4 wide, 1.5 high: centre support on top and bottom, nothing full
        List<double[]> post = List.of(new double[] {0.375, 0, 0.375, 0.625, 1.5, 0.625});
        int f = BlockSupport.faces(post);
        assertTrue(bit(f, Direction.UP, BlockSupport.Type.CENTER) && bit(f, Direction.DOWN, BlockSupport.Type.CENTER));
        assertFalse(bit(f, Direction.NORTH, BlockSupport.Type.CENTER), "from the side the centre region reaches y 0..10/16 at x 7..9 only at z = 0");
        assertEquals(0, BlockSupport.faces(List.of()));
        assertTrue(BlockSupport.fullCube(halves));
        assertFalse(BlockSupport.fullCube(gap));
    }

    static boolean bit(int faces, Direction d, BlockSupport.Type t) {
        return (faces & (1 << (d.ordinal() * 5 + t.ordinal()))) != 0;
    }
}
