package dev.strata.engine.structure.igloo;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.scattered.StructureHeights;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import java.util.Optional;

/**
 * The igloo (game: {@code structures.IglooStructure} and {@code IglooPieces.addPieces}, type {@code minecraft:igloo},
 * 26.1 and 26.2 alike): the stub at the chunk centre on the first occupied {@code WORLD_SURFACE_WG} height; pieces
 * from the chunk's min corner at y 90. Draws: the rotation ({@code nextInt(4)}), then {@code nextDouble() < 0.5} for a
 * basement: a depth {@code nextInt(8) + 4}, the laboratory ({@code igloo/bottom}, offset (0, -3, -2), 3 x depth
 * lower) and depth - 1 ladder shafts ({@code igloo/middle}, offset (2, -3, 4), 3 x i lower); the igloo itself
 * ({@code igloo/top}) last. Each template turns about its own pivot: top (3, 5, 5), middle (1, 3, 1), bottom
 * (3, 6, 7).
 *
 * @param settings the shared fields
 * @param top the {@code igloo/top} template
 * @param middle the {@code igloo/middle} template
 * @param bottom the {@code igloo/bottom} template
 */
public record IglooStructure(StructureSettings settings, StructureTemplate top, StructureTemplate middle, StructureTemplate bottom) implements Structure {
    /** The {@link StructureTypes} loader (no fields of its own; reads the three templates). */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        BlockStates s = context.states().get();
        return new IglooStructure(settings, StructureTemplateManager.get(s, ResourceId.parse("minecraft:igloo/top")),
                StructureTemplateManager.get(s, ResourceId.parse("minecraft:igloo/middle")),
                StructureTemplateManager.get(s, ResourceId.parse("minecraft:igloo/bottom")));
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        int x = c.minBlockX() + 8, z = c.minBlockZ() + 8;
        int y = StructureHeights.worldSurface(c, x, z);
        return Optional.of(new GenerationStub(x, y, z, b -> {
            RandomSource random = c.random();
            Rotation rotation = Rotation.values()[random.nextInt(4)];
            int px = c.minBlockX(), py = 90, pz = c.minBlockZ();
            if (random.nextDouble() < 0.5) {
                int depth = random.nextInt(8) + 4;
                b.addPiece(new IglooPiece(IglooPiece.Part.BOTTOM, bottom, px, py, pz, rotation, depth * 3));
                for (int i = 0; i < depth - 1; i++) b.addPiece(new IglooPiece(IglooPiece.Part.MIDDLE, middle, px, py, pz, rotation, i * 3));
            }
            b.addPiece(new IglooPiece(IglooPiece.Part.TOP, top, px, py, pz, rotation, 0));
        }));
    }
}
