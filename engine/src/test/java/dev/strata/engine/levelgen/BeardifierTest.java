package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.TerrainAdjustment;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The beardifier's kernels and piece selection, with values worked out from the game's formulas
 * ({@code levelgen.Beardifier}): a 5 x 5 x 5 box at x, z 0..4, y 64..68 in chunk (0, 0).
 */
class BeardifierTest {
    private static class Box extends StructurePiece {
        Box(BoundingBox box) {
            super(0, box);
        }

        @Override
        public String typeId() {
            return "test:box";
        }

        @Override
        public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {}

        @Override
        protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {}
    }

    /** A jigsaw-like piece: its box counts only when rigid, its junctions either way. */
    private static final class Pool extends Box implements BeardifierPiece {
        private final boolean rigid;
        private final int delta;
        private final List<Junction> junctions;

        Pool(BoundingBox box, boolean rigid, int delta, List<Junction> junctions) {
            super(box);
            this.rigid = rigid;
            this.delta = delta;
            this.junctions = junctions;
        }

        @Override
        public boolean rigidProjection() {
            return rigid;
        }

        @Override
        public int groundLevelDelta() {
            return delta;
        }

        @Override
        public List<Junction> beardifierJunctions() {
            return junctions;
        }
    }

    private static Beardifier of(TerrainAdjustment t, StructurePiece... pieces) {
        StructureStart s = new StructureStart("test:s", 0, 0, 0, List.of(pieces), t.inflate());
        return Beardifier.forStructuresInChunk(List.of(s), List.of(t), 0, 0);
    }

    private static BoundingBox box() {
        return new BoundingBox(0, 64, 0, 4, 68, 4);
    }

    @Test
    void kernelIsTheGaussianOfTheHalfBlockOffset() {
        assertEquals((float) Math.pow(Math.E, -0.25 / 16.0), Beardifier.kernel(0, 0, 0));
        assertEquals(Beardifier.kernel(0, 0, 0), Beardifier.kernel(0, -1, 0), "dy + 0.5 is symmetric about -0.5");
        assertEquals((float) Math.pow(Math.E, -(9 + 2.25 + 1) / 16.0), Beardifier.kernel(3, 1, -1));
        assertEquals(Beardifier.kernel(3, 1, -1), Beardifier.kernel(-1, 1, 3));
    }

    @Test
    void fastInverseSquareRootIsWithinItsNewtonStep() {
        for (double x : new double[] {0.125, 0.5, 2, 10, 1000}) {
            double exact = 1 / Math.sqrt(x);
            assertEquals(exact, Beardifier.fastInvSqrt(x), exact * 0.002, "x = " + x);
            assertTrue(Beardifier.fastInvSqrt(x) <= exact, "one Newton step from below");
        }
    }

    /** beard_thin: ground raised under the box's floor, lowered above it, zero beyond the kernel or the affected box. */
    @Test
    void beardThin() {
        Beardifier b = of(TerrainAdjustment.BEARD_THIN, new Box(box()));
        // just under the floor: dy = -1, offset -0.5: 0.5 * fastInvSqrt(0.125) / 2 * kernel(0, -1, 0) * 0.8
        double under = 0.5 * Beardifier.fastInvSqrt(0.125) / 2.0 * Beardifier.kernel(0, -1, 0) * 0.8;
        assertEquals(under, b.compute(2, 63, 2));
        assertEquals(0.557, under, 0.001);
        assertEquals(-under, b.compute(2, 64, 2), "on the floor: offset +0.5");
        assertTrue(b.compute(2, 64 + 11, 2) < 0);
        assertEquals(0.0, b.compute(2, 64 + 12, 2), "y offset 12 is outside the 24-block kernel");
        assertEquals(0.0, b.compute(2, 64 - 13, 2), "y offset -13 is outside the kernel");
        assertEquals(0.0, b.compute(200, 63, 2), "outside the affected box");
        assertTrue(b.affects(0, 88, 0, 3, 95, 3), "the box grown by 24 reaches y 92");
        assertTrue(!b.affects(0, 32, 0, 3, 39, 3), "nor below y 40");
        assertTrue(!b.affects(40, 0, 0, 43, 7, 3), "beyond the box grown by 24");
    }

    @Test
    void buryAndEncapsulate() {
        assertEquals(1.0, of(TerrainAdjustment.BURY, new Box(box())).compute(2, 64, 2));
        assertEquals(1.0 - Math.sqrt(9 + 1) / 6.0, of(TerrainAdjustment.BURY, new Box(box())).compute(7, 66, 2), 1e-15,
                "dx 3, dy (66 - 64) / 2 = 1");
        assertEquals(0.0, of(TerrainAdjustment.BURY, new Box(box())).compute(11, 64, 2));
        assertEquals(0.8, of(TerrainAdjustment.ENCAPSULATE, new Box(box())).compute(2, 66, 2), "inside the box");
        assertEquals((1.0 - Math.sqrt(1.0 + 1.0) / 6.0) * 0.8, of(TerrainAdjustment.ENCAPSULATE, new Box(box())).compute(6, 70, 2), 1e-15,
                "dx 2 and dy 2 halved");
    }

    @Test
    void beardBoxIsFlatInsideTheBoxHeight() {
        Beardifier b = of(TerrainAdjustment.BEARD_BOX, new Box(box()));
        // inside y 64..68 dy = 0 while the offset is still y - ground + 0.5
        double at66 = -2.5 * Beardifier.fastInvSqrt(2.5 * 2.5 / 2.0) / 2.0 * Beardifier.kernel(0, 0, 0) * 0.8;
        assertEquals(at66, b.compute(2, 66, 2));
    }

    @Test
    void poolPiecesCountTheirBoxOnlyWhenRigidAndTheirJunctionsNearTheChunk() {
        BeardifierPiece.Junction near = new BeardifierPiece.Junction(20, 70, 5), far = new BeardifierPiece.Junction(-12, 70, 5);
        Beardifier rigid = of(TerrainAdjustment.BEARD_THIN, new Pool(box(), true, 2, List.of()));
        double under = 0.5 * Beardifier.fastInvSqrt(0.125) / 2.0 * Beardifier.kernel(0, -1, 0) * 0.8;
        assertEquals(under, rigid.compute(2, 65, 2), "the ground is 2 above the box's floor");
        Beardifier loose = of(TerrainAdjustment.BEARD_THIN, new Pool(box(), false, 0, List.of(near, far)));
        assertEquals(0.0, loose.compute(2, 63, 2), "a non-rigid box adds nothing");
        double junction = 0.5 * Beardifier.fastInvSqrt(0.125) / 2.0 * Beardifier.kernel(0, -1, 0) * 0.4;
        assertEquals(junction, loose.compute(20, 69, 5));
        assertEquals(0.0, loose.compute(-12, 69, 5), "a junction at the chunk's x - 12 is left out (strictly within)");
    }

    @Test
    void nothingNearIsEmpty() {
        assertSame(Beardifier.EMPTY, Beardifier.forStructuresInChunk(List.of(), List.of(), 0, 0));
        assertSame(Beardifier.EMPTY, of(TerrainAdjustment.NONE, new Box(box())), "no adaptation");
        assertSame(Beardifier.EMPTY, of(TerrainAdjustment.BEARD_THIN, new Box(new BoundingBox(28, 64, 0, 40, 68, 4))),
                "a piece 13 blocks beyond the chunk's columns");
        assertTrue(!of(TerrainAdjustment.BEARD_THIN, new Box(new BoundingBox(27, 64, 0, 40, 68, 4))).isEmpty(), "12 blocks beyond");
        assertEquals(0.0, Beardifier.EMPTY.compute(0, 64, 0));
    }
}
