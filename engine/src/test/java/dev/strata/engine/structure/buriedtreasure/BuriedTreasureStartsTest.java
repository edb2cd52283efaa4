package dev.strata.engine.structure.buriedtreasure;

import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.Structure;
import org.junit.jupiter.api.Test;

/** The game's buried treasure start of seed 13579: one block at (9, 90, 9) of the chunk, no orientation. */
class BuriedTreasureStartsTest {
    @Test
    void theGamesBuriedTreasure() {
        Structure s = SimpleStructures.bind("minecraft:buried_treasure", BuriedTreasureStructure::bind);
        SimpleStructures.assertMatchesFixture(s, -92, -28);
    }
}
