package dev.strata.engine.structure.shipwreck;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
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
 * The shipwreck (game: {@code structures.ShipwreckStructure} and {@code ShipwreckPieces.addRandomPiece}, type
 * {@code minecraft:shipwreck}, 26.1 and 26.2 alike): at the chunk centre on the first occupied height of
 * {@code OCEAN_FLOOR_WG} ({@code WORLD_SURFACE_WG} when {@code is_beached}); one piece at the chunk's min corner, y
 * 90. Draws: the rotation ({@code nextInt(4)}), the template ({@code nextInt} of the 20 ocean or 11 beached
 * templates); a template over 32 blocks wide or high is placed at its height now (beached: the lowest corner height
 * less half its height less {@code nextInt(3)}; else the mean corner height), the others when placed.
 *
 * @param settings the shared fields
 * @param beached the data's {@code is_beached}
 * @param templates the candidate templates in the game's order, their ids parallel in {@code names}
 */
public record ShipwreckStructure(StructureSettings settings, boolean beached, StructureTemplate[] templates, String[] names) implements Structure {
    /** Game: {@code STRUCTURE_LOCATION_BEACHED}. */
    static final String[] BEACHED = {"with_mast", "sideways_full", "sideways_fronthalf", "sideways_backhalf", "rightsideup_full",
        "rightsideup_fronthalf", "rightsideup_backhalf", "with_mast_degraded", "rightsideup_full_degraded", "rightsideup_fronthalf_degraded",
        "rightsideup_backhalf_degraded"};
    /** Game: {@code STRUCTURE_LOCATION_OCEAN}. */
    static final String[] OCEAN = {"with_mast", "upsidedown_full", "upsidedown_fronthalf", "upsidedown_backhalf", "sideways_full",
        "sideways_fronthalf", "sideways_backhalf", "rightsideup_full", "rightsideup_fronthalf", "rightsideup_backhalf", "with_mast_degraded",
        "upsidedown_full_degraded", "upsidedown_fronthalf_degraded", "upsidedown_backhalf_degraded", "sideways_full_degraded",
        "sideways_fronthalf_degraded", "sideways_backhalf_degraded", "rightsideup_full_degraded", "rightsideup_fronthalf_degraded",
        "rightsideup_backhalf_degraded"};

    /** The {@link StructureTypes} loader: reads {@code is_beached} and the templates. */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        boolean beached = root.get("is_beached").asBoolean();
        String[] paths = beached ? BEACHED : OCEAN;
        StructureTemplate[] templates = new StructureTemplate[paths.length];
        String[] names = new String[paths.length];
        for (int i = 0; i < paths.length; i++) {
            names[i] = "minecraft:shipwreck/" + paths[i];
            templates[i] = StructureTemplateManager.get(context.states().get(), ResourceId.parse(names[i]));
        }
        return new ShipwreckStructure(settings, beached, templates, names);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        int x = c.minBlockX() + 8, z = c.minBlockZ() + 8;
        int y = beached ? StructureHeights.worldSurface(c, x, z) : StructureHeights.oceanFloor(c, x, z);
        return Optional.of(new GenerationStub(x, y, z, builder -> {
            RandomSource random = c.random();
            Rotation rotation = Rotation.values()[random.nextInt(4)];
            int i = random.nextInt(templates.length);
            ShipwreckPiece piece = new ShipwreckPiece(names[i], templates[i], rotation, c.minBlockX(), 90, c.minBlockZ(), beached);
            builder.addPiece(piece);
            if (piece.isTooBigToFitInWorldGenRegion()) {
                BoundingBox bb = piece.getBoundingBox();
                int height;
                if (beached) {
                    int minY = StructureHeights.lowestY(c, bb.minX(), bb.getXSpan(), bb.minZ(), bb.getZSpan()); // sic: the game passes the spans in the z and size-x places
                    height = piece.calculateBeachedPosition(minY, random);
                } else {
                    height = StructureHeights.meanFirstOccupiedHeight(c, bb.minX(), bb.getXSpan(), bb.minZ(), bb.getZSpan());
                }
                piece.adjustPositionHeight(height);
            }
        }));
    }
}
