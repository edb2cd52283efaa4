package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.api.Test;

/**
 * {@link TreeBlocks} answers its per-state questions from tables made once; for every state of the 26.2 registry
 * they must equal the answers read by property name (what the tree code asked before): the leaves' distance (and
 * scaffolding's, which is not one), waterlogged, persistent, snowy, solid render, and the states with another
 * distance or waterlogged value.
 */
class TreeBlocksTablesTest {

    @Test
    void tablesEqualTheNamedProperties() {
        BlockStates s = new BlockStates(SharedData.vanilla());
        TreeBlocks b = new TreeBlocks(s);
        int n = s.registry().stateCount();
        int leaves = 0, waterloggable = 0, snowy = 0;
        for (int state = 0; state < n; state++) {
            String distance = s.value(state, "distance");
            boolean leaf = distance != null && !s.is(state, b.scaffolding);
            assertEquals(leaf, b.hasLeafDistance(state), "hasLeafDistance of " + state);
            assertEquals(leaf ? Integer.parseInt(distance) : -1, b.leafDistance(state), "leafDistance of " + state);
            int optional = s.is(state, b.preventsLeafDecay) ? 0 : leaf ? Integer.parseInt(distance) : -1;
            assertEquals(optional, b.optionalDistanceAt(state), "optionalDistanceAt of " + state);
            if (leaf) {
                leaves++;
                for (int d = 1; d <= 7; d++) {
                    assertEquals(s.with(state, "distance", Integer.toString(d)), b.withDistance(state, d), "distance " + d + " of " + state);
                }
            }
            String waterlogged = s.value(state, "waterlogged");
            assertEquals(waterlogged != null, b.hasWaterlogged(state), "hasWaterlogged of " + state);
            assertEquals("true".equals(waterlogged), b.isWaterlogged(state), "isWaterlogged of " + state);
            for (boolean w : new boolean[] {false, true}) {
                int want = waterlogged == null ? state : s.with(state, "waterlogged", Boolean.toString(w));
                assertEquals(want, b.withWaterlogged(state, w), "waterlogged " + w + " of " + state);
            }
            if (waterlogged != null) waterloggable++;
            assertEquals("true".equals(s.value(state, "persistent")), b.persistent(state), "persistent of " + state);
            assertEquals(s.value(state, "snowy") != null, b.hasSnowy(state), "hasSnowy of " + state);
            if (b.hasSnowy(state)) snowy++;
            assertEquals(s.registry().occlusionShape(state).equals("[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]"), b.isSolidRender(state),
                    "isSolidRender of " + state);
        }
        // the walk met the kinds of states it is about
        assertTrue(leaves > 100, "leaf states: " + leaves);
        assertTrue(waterloggable > 1000, "waterloggable states: " + waterloggable);
        assertTrue(snowy >= 6, "snowy states: " + snowy);
    }
}
