package dev.strata.engine.structure.fortress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The growth rules of {@link NetherBridgePiece} where the game's loop has quirks the one fixture fortress may not
 * show: a kind whose box does not fit passes the same draw on to the next kind of the list, and a foot too far from
 * the start gets an end filler that is made but never added.
 */
class FortressGrowthTest {
    /** An accessor that refuses the boxes {@code blocked} matches, as if an earlier piece were there. */
    private static final class Accessor implements StructurePieceAccessor {
        final List<StructurePiece> added = new ArrayList<>();
        final Predicate<BoundingBox> blocked;
        final StructurePiece blocker;

        Accessor(Predicate<BoundingBox> blocked, StructurePiece blocker) {
            this.blocked = blocked;
            this.blocker = blocker;
        }

        @Override
        public void addPiece(StructurePiece piece) {
            added.add(piece);
        }

        @Override
        public StructurePiece findCollisionPiece(BoundingBox box) {
            return blocked.test(box) ? blocker : null;
        }
    }

    private static boolean isStraightBridge(BoundingBox b) {
        return b.getYSpan() == 10 && (b.getXSpan() == 5 && b.getZSpan() == 19 || b.getXSpan() == 19 && b.getZSpan() == 5);
    }

    @Test
    void aKindThatDoesNotFitPassesItsDrawToTheNextKind() {
        // a seed whose start direction is drawn first, then a bridge-list draw below 30 (the straight bridge)
        long seed = 0;
        while (true) {
            LegacyRandom r = new LegacyRandom(seed);
            r.nextInt(4);
            if (r.nextInt(70) < 30) break;
            seed++;
        }
        LegacyRandom random = new LegacyRandom(seed);
        StartPiece start = new StartPiece(random, 2, 2);
        Accessor accessor = new Accessor(FortressGrowthTest::isStraightBridge, start);
        NetherBridgePiece child = start.generateChildForward(start, accessor, random, 8, 3, false);
        // the straight bridge is refused; the same draw, still negative after the next weight, takes the crossing
        assertInstanceOf(BridgeCrossing.class, child);
        assertEquals(List.of(child), accessor.added);
        assertEquals(List.of(child), start.pendingChildren);
        assertEquals(1, child.getGenDepth());
        LegacyRandom reference = new LegacyRandom(seed);
        reference.nextInt(4);
        reference.nextInt(70);
        assertEquals(reference.nextLong(), random.nextLong(), "one draw for the choice, none for a second attempt");
    }

    @Test
    void aFootTooFarFromTheStartGetsAFillerThatIsNotAdded() {
        LegacyRandom random = new LegacyRandom(5L);
        StartPiece start = new StartPiece(random, 2, 2);
        // a piece far east of the start (its front foot is more than 112 blocks away in x)
        BridgeStraight far = new BridgeStraight(3, BoundingBox.orientBox(200, 64, 2, -1, -3, 0, 5, 10, 19, dev.strata.engine.feature.Direction.EAST),
                dev.strata.engine.feature.Direction.EAST);
        Accessor accessor = new Accessor(b -> false, null);
        LegacyRandom reference = new LegacyRandom(5L);
        reference.nextInt(4);
        int fillerSeed = reference.nextInt();
        NetherBridgePiece child = far.generateChildForward(start, accessor, random, 1, 3, false);
        BridgeEndFiller filler = assertInstanceOf(BridgeEndFiller.class, child);
        assertEquals(fillerSeed, filler.selfSeed, "the filler's seed is drawn all the same");
        assertTrue(accessor.added.isEmpty(), "and it is not added");
        assertTrue(start.pendingChildren.isEmpty());
        assertEquals(3, filler.getGenDepth(), "at the parent's depth, not one deeper");
    }

    @Test
    void nothingGrowsBelowY11() {
        Accessor accessor = new Accessor(b -> false, null);
        assertNull(BridgeStraight.createPiece(accessor, new LegacyRandom(1L), 0, 13, 0, dev.strata.engine.feature.Direction.NORTH, 1), "min y 10");
        assertInstanceOf(BridgeStraight.class, BridgeStraight.createPiece(accessor, new LegacyRandom(1L), 0, 14, 0, dev.strata.engine.feature.Direction.NORTH, 1));
    }
}
