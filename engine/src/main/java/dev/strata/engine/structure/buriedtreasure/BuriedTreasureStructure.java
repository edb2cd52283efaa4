package dev.strata.engine.structure.buriedtreasure;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.scattered.StructureHeights;
import java.util.Optional;

/**
 * Buried treasure (game: {@code structures.BuriedTreasureStructure}, type {@code minecraft:buried_treasure}, 26.1 and
 * 26.2 alike): at the chunk centre on the first occupied {@code OCEAN_FLOOR_WG} height; one one-block piece at block
 * (9, 90, 9) of the chunk. No draws.
 *
 * @param settings the shared fields
 */
public record BuriedTreasureStructure(StructureSettings settings) implements Structure {
    /** The {@link StructureTypes} loader (the type has no fields of its own). */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new BuriedTreasureStructure(settings);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        int x = c.minBlockX() + 8, z = c.minBlockZ() + 8;
        int y = StructureHeights.oceanFloor(c, x, z);
        return Optional.of(new GenerationStub(x, y, z, b -> b.addPiece(new BuriedTreasurePiece(c.minBlockX() + 9, 90, c.minBlockZ() + 9))));
    }
}
