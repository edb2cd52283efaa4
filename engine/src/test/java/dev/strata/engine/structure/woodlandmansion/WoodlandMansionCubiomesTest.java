package dev.strata.engine.structure.woodlandmansion;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructureStart;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Mansion chunks checked against an independent implementation: Cubiomes (github.com/Cubitect/cubiomes, commit
 * e61f905, {@code getStructurePos(Mansion)} then {@code isViableStructurePos} with {@code MC_1_21_WD}), run for seed
 * 13579 over the squares -11..11 of the woodland_mansions set on 2026-12-02. Cubiomes places the candidate with the
 * set's triangular spread and tests the biome at block (7, 7) of the chunk at y 319 (dark forest; it knows no surface
 * height, so it cannot apply the game's y 60 rule, and it does not count pale gardens). Each of its nine viable chunks
 * is a mansion start for Strata: the set selects the chunk, the corners stand at y 60 or higher and the biome there
 * allows it. (Measured the other way round the same day: Strata's starts over those 529 squares are exactly these
 * nine.)
 */
class WoodlandMansionCubiomesTest {
    /** Cubiomes' viable mansion chunks of seed 13579 in squares -11..11. */
    private static final int[][] CUBIOMES = {{-849, 916}, {-538, 729}, {-394, 483}, {-117, -152}, {-53, 188}, {352, 353}, {753, -857}, {727, -459},
            {758, 753}};

    @Test
    void cubiomesViableChunksAreMansionStarts() {
        for (int[] c : CUBIOMES) {
            List<StructureStart> at = SimpleStructures.overworld().structureStarts().startsAt(c[0], c[1], SimpleStructures.context());
            assertTrue(at.stream().anyMatch(s -> s.structure().equals("minecraft:mansion") && s.pieces().size() > 100), c[0] + ", " + c[1] + ": " + at);
        }
    }
}
