package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.regionio.block.BlockStateRegistry;
import org.junit.jupiter.api.Test;

/**
 * Vines ({@code VinesFeature}) choose the first side, in the game's direction order, whose neighbour has a full face
 * towards them ({@code MultifaceBlock.canAttachTo}: support or collision shape); {@link FaceSupport} reads the faces
 * from the registry's collision shapes plus the support-shape overrides.
 */
class VinesFeatureTest {
    private static VinesFeature vines(SeaTestRegion r) {
        return new VinesFeature(r.state("minecraft:vine"));
    }

    private static String placeWith(String... neighbours) {
        // neighbours: pairs of "dx,dy,dz" and a state around (8, 70, 8) in open air
        SeaTestRegion r = new SeaTestRegion();
        for (int i = 0; i < neighbours.length; i += 2) {
            String[] d = neighbours[i].split(",");
            r.put(8 + Integer.parseInt(d[0]), 70 + Integer.parseInt(d[1]), 8 + Integer.parseInt(d[2]), neighbours[i + 1]);
        }
        boolean placed = vines(r).place(r.level, new LegacyRandom(0), 8, 70, 8);
        String text = r.text(8, 70, 8);
        assertEquals(placed, !text.equals("minecraft:air"));
        return text;
    }

    @Test
    void theFirstAcceptableSideWinsInTheGamesOrder() {
        String all = "minecraft:vine[east=false,north=false,south=false,up=false,west=false]";
        assertEquals(all.replace("east=false", "east=true"), placeWith("1,0,0", "minecraft:stone"));
        // up before north before south before west before east
        assertEquals(all.replace("up=false", "up=true"), placeWith("1,0,0", "minecraft:stone", "0,1,0", "minecraft:oak_leaves"));
        assertEquals(all.replace("north=false", "north=true"), placeWith("0,0,-1", "minecraft:stone", "0,0,1", "minecraft:stone", "-1,0,0", "minecraft:stone"));
        assertEquals(all.replace("south=false", "south=true"), placeWith("0,0,1", "minecraft:stone", "-1,0,0", "minecraft:stone"));
        assertEquals(all.replace("west=false", "west=true"), placeWith("-1,0,0", "minecraft:jungle_log[axis=y]", "1,0,0", "minecraft:stone"));
        // the block below never carries a vine
        assertEquals("minecraft:air", placeWith("0,-1,0", "minecraft:grass_block[snowy=false]"));
    }

    @Test
    void partialFacesDoNotHoldAVine() {
        assertEquals("minecraft:air", placeWith("1,0,0", "minecraft:oak_slab[type=bottom,waterlogged=false]",
                "0,0,1", "minecraft:oak_fence[east=false,north=false,south=false,waterlogged=false,west=false]"));
        // the face must lie on the block's boundary: a bottom slab above offers its full underside, a top slab's
        // underside is half a block up
        assertTrue(placeWith("0,1,0", "minecraft:oak_slab[type=bottom,waterlogged=false]").contains("up=true"));
        assertEquals("minecraft:air", placeWith("0,1,0", "minecraft:oak_slab[type=top,waterlogged=false]"));
        // support shapes: soul sand is a full block for support though its collision is lower; one snow layer's
        // underside supports
        assertTrue(placeWith("0,0,-1", "minecraft:soul_sand").contains("north=true"));
        assertTrue(placeWith("0,1,0", "minecraft:snow[layers=1]").contains("up=true"));
        assertEquals("minecraft:air", placeWith("0,0,-1", "minecraft:snow[layers=7]"));
        assertTrue(placeWith("0,0,-1", "minecraft:snow[layers=8]").contains("north=true"));
    }

    @Test
    void vinesGoOnlyIntoAir() {
        SeaTestRegion r = new SeaTestRegion().put(8, 70, 8, "minecraft:water").put(9, 70, 8, "minecraft:stone");
        assertFalse(vines(r).place(r.level, new LegacyRandom(0), 8, 70, 8));
        assertEquals("minecraft:water", r.name(8, 70, 8));
    }

    @Test
    void facesOfShapes() {
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        int stairs = FaceSupport.fullFaces(reg, reg.parse("minecraft:oak_stairs[facing=north,half=bottom,shape=straight,waterlogged=false]"));
        // a north-facing bottom stair: full below, and at the back (north) the step fills the upper half
        assertEquals(1 << FaceSupport.DOWN | 1 << FaceSupport.NORTH, stairs);
        assertEquals(0x3f, FaceSupport.fullFacesOf("[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]"));
        assertEquals(0, FaceSupport.fullFacesOf("[]"));
        // two halves together make a full side
        assertEquals(0x3f, FaceSupport.fullFacesOf("[AABB[0.0, 0.0, 0.0] -> [0.5, 1.0, 1.0], AABB[0.5, 0.0, 0.0] -> [1.0, 1.0, 1.0]]"));
        // a box reaching above the block (1.5 high, as fences and walls do) still makes its top face full
        assertEquals(1 << FaceSupport.UP | 1 << FaceSupport.DOWN, FaceSupport.fullFacesOf("[AABB[0.0, 0.0, 0.0] -> [1.0, 1.5, 1.0], AABB[0.0, 0.0, 0.0] -> [0.5, 1.0, 0.5]]") & 3);
    }
}
