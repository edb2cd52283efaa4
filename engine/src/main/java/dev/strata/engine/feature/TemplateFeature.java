package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StateTransforms;
import dev.strata.engine.structure.template.StructurePlaceSettings;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Game 26.2: {@code TemplateFeature} ({@code minecraft:template}; not in 26.1), which the sulfur springs use: one
 * template of a weighted list ({@code WeightedList.getRandomOrThrow}: {@code nextInt(total weight)}), one of its
 * rotations ({@code Util.getRandom}: {@code nextInt(count)}; default all four in the game's order), the origin moved
 * back by half the template's size on x and on z, each turned with the rotation
 * ({@code rotation.rotate(WEST or NORTH) * (size / 2)}), then {@code StructureTemplate.placeInWorld} with that
 * rotation, the feature's random as the settings' random and flags 3 (see
 * {@link dev.strata.engine.structure.template.StructureTemplate#placeInWorld}).
 *
 * <p>Configuration ({@code TemplateFeatureConfiguration}): {@code templates}, a weighted list of
 * {@code {"data": {"id": <template>, "rotations": [...]}, "weight": n}}. Refused when parsed, with the JSON path: an
 * empty list or a total weight of 0 (the game throws when placing), a total over 2^31-1, an empty or unknown
 * rotation, a template that is missing, holds block entity data (not placed by Strata yet), or holds a
 * block state whose rotation rule Strata does not implement.
 *
 * @param templates the templates, in list order
 * @param rotations each template's rotations
 * @param weights each template's weight
 * @param total the sum of the weights (positive)
 */
record TemplateFeature(StructureTemplate[] templates, Rotation[][] rotations, int[] weights, int total) implements ConfiguredFeature {

    /** Block update flags of the placement (game: {@code placeInWorld(..., 3)}). */
    static final int FLAGS = WorldGenLevel.UPDATE_ALL;

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:template", TemplateFeature::parse);
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int pick = random.nextInt(total);
        int i = 0;
        while (pick >= weights[i]) pick -= weights[i++];
        Rotation rotation = rotations[i][random.nextInt(rotations[i].length)];
        StructureTemplate t = templates[i];
        Direction offX = rotation.rotate(Direction.WEST), offZ = rotation.rotate(Direction.NORTH);
        int hx = t.sizeX() / 2, hz = t.sizeZ() / 2;
        int px = x + offX.stepX * hx + offZ.stepX * hz;
        int pz = z + offX.stepZ * hx + offZ.stepZ * hz;
        return t.placeInWorld(level, px, y, pz, StructurePlaceSettings.defaults().withRotation(rotation), random, FLAGS);
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        JsonCursor list = c.get("templates");
        List<JsonCursor> entries = list.elements();
        if (entries.isEmpty()) throw list.error("expected at least one template");
        StructureTemplate[] templates = new StructureTemplate[entries.size()];
        Rotation[][] rotations = new Rotation[entries.size()][];
        int[] weights = new int[entries.size()];
        long total = 0;
        for (int i = 0; i < entries.size(); i++) {
            JsonCursor e = entries.get(i);
            weights[i] = e.get("weight").asInt(0, Integer.MAX_VALUE);
            total += weights[i];
            JsonCursor data = e.get("data");
            ResourceId id = data.get("id").asId();
            StructureTemplate t = StructureTemplateManager.get(p.states(), id);
            if (t.hasBlockEntityData()) throw data.get("id").error(t.file() + ": templates with block entity data are not supported yet");
            try {
                for (List<StructureTemplate.BlockInfo> palette : t.palettes()) {
                    for (StructureTemplate.BlockInfo b : palette) StateTransforms.check(p.states(), b.state(), t.file());
                }
            } catch (IllegalArgumentException ex) {
                throw data.get("id").error(ex.getMessage());
            }
            templates[i] = t;
            rotations[i] = data.has("rotations") ? rotations(data.get("rotations")) : Rotation.values();
        }
        if (total == 0) throw list.error("the weights add up to 0: nothing could be picked");
        if (total > Integer.MAX_VALUE) throw list.error("the weights add up to more than " + Integer.MAX_VALUE);
        return new TemplateFeature(templates, rotations, weights, (int) total);
    }

    private static Rotation[] rotations(JsonCursor c) {
        List<Rotation> out = new ArrayList<>();
        for (JsonCursor e : c.elements()) {
            Rotation r = Rotation.byName(e.asString());
            if (r == null) throw e.error("unknown rotation " + e.asString() + " (expected none, clockwise_90, 180 or counterclockwise_90)");
            out.add(r);
        }
        if (out.isEmpty()) throw c.error("expected at least one rotation");
        return out.toArray(new Rotation[0]);
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
