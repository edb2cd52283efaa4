package dev.strata.engine.structure.shipwreck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureStart;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The game's two shipwreck starts of seed 13579, piece for piece, and the piece's chunk NBT. */
class ShipwreckStartsTest {
    @ParameterizedTest
    @CsvSource({"-91, -42", "-89, 81"})
    void theGamesShipwrecks(int cx, int cz) {
        Structure s = SimpleStructures.bind("minecraft:shipwreck", ShipwreckStructure::bind);
        SimpleStructures.assertMatchesFixture(s, cx, cz);
    }

    @Test
    void thePieceSavesItsTemplateAndRotation() {
        Structure s = SimpleStructures.bind("minecraft:shipwreck", ShipwreckStructure::bind);
        StructureStart start = SimpleStructures.generate(s, -91, -42);
        CompoundBinaryTag tag = start.pieces().get(0).createTag();
        assertEquals("minecraft:shipwreck", tag.getString("id"));
        assertEquals(-1456, tag.getInt("TPX"));
        assertEquals(90, tag.getInt("TPY"));
        assertTrue(tag.getString("Template").startsWith("minecraft:shipwreck/"), tag.getString("Template"));
        assertEquals(false, tag.getBoolean("isBeached"));
        assertEquals(false, tag.getBoolean("height_adjusted"));
        assertTrue(tag.getString("Rot").matches("NONE|CLOCKWISE_90|CLOCKWISE_180|COUNTERCLOCKWISE_90"));
    }
}
