package dev.strata.engine.structure.endcity;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.template.Rotation;
import java.util.List;
import java.util.Optional;

/**
 * The end city (game: {@code structures.EndCityStructure}, structure type {@code minecraft:end_city}, no fields of its
 * own). The start draws a rotation ({@code Rotation.getRandom}: {@code nextInt(4)}), then stands at block (7, 7) of
 * the chunk at the lowest of four corner heights ({@code getLowestYIn5by5BoxOffset7Blocks}): the columns (x, z),
 * (x, z + dz), (x + dx, z) and (x + dx, z + dz), with dx and dz 5 or -5 by the rotation (none: +5 +5; clockwise 90:
 * -5 +5; 180: -5 -5; counterclockwise 90: +5 -5), each the game's {@code getFirstOccupiedHeight(WORLD_SURFACE_WG)},
 * the noise's base height minus one. Below y 60 there is no city. The pieces ({@link EndCityPieces}) are built after
 * the biome test at the start position.
 * Immutable and thread-safe.
 */
public final class EndCityStructure implements Structure {
    /** Game: the start is refused below this y. */
    static final int MIN_Y = 60;

    private final StructureSettings settings;
    private final EndCityTemplates templates;

    private EndCityStructure(StructureSettings settings, EndCityTemplates templates) {
        this.settings = settings;
        this.templates = templates;
    }

    @Override
    public StructureSettings settings() {
        return settings;
    }

    /**
     * The {@link StructureTypes} loader: the type has no fields of its own; the templates are read now.
     *
     * @throws dev.strata.engine.data.DataPackException naming a template that is missing or not supported
     */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new EndCityStructure(settings, new EndCityTemplates(context.states().get()));
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
        Rotation rotation = Rotation.values()[context.random().nextInt(4)];
        int x = context.minBlockX() + 7, z = context.minBlockZ() + 7;
        int y = lowestY(context, rotation, x, z);
        if (y < MIN_Y) return Optional.empty();
        return Optional.of(new GenerationStub(x, y, z, builder -> {
            List<StructurePiece> pieces = EndCityPieces.startHouseTower(templates, x, y, z, rotation, context.random());
            for (StructurePiece p : pieces) builder.addPiece(p);
        }));
    }

    /** Game: {@code getLowestYIn5by5BoxOffset7Blocks} over {@code getLowestY(context, x, z, dx, dz)}. */
    static int lowestY(GenerationContext context, Rotation rotation, int x, int z) {
        int dx = rotation == Rotation.CLOCKWISE_90 || rotation == Rotation.CLOCKWISE_180 ? -5 : 5;
        int dz = rotation == Rotation.CLOCKWISE_180 || rotation == Rotation.COUNTERCLOCKWISE_90 ? -5 : 5;
        int a = firstOccupied(context, x, z), b = firstOccupied(context, x, z + dz);
        int c = firstOccupied(context, x + dx, z), d = firstOccupied(context, x + dx, z + dz);
        return Math.min(Math.min(a, b), Math.min(c, d));
    }

    /** Game: {@code ChunkGenerator.getFirstOccupiedHeight}: the base height minus one. */
    private static int firstOccupied(GenerationContext context, int x, int z) {
        return context.level().worldSurfaceWg(x, z) - 1;
    }
}
