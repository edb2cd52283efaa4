package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StateTransforms;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.ArrayList;
import java.util.List;

/**
 * Game: {@code FossilFeature} ({@code minecraft:fossil}; 26.1 and 26.2 alike) with the parts of
 * {@code StructureTemplate.placeInWorld} its templates use: a random rotation and fossil, sunk 15 to 24 blocks
 * under the lowest {@code OCEAN_FLOOR_WG} height over its footprint (at least 10 above the world's bottom), refused
 * when more than {@code max_empty_corners_allowed} of its box's corners are air, water or lava; then the fossil and
 * its overlay (ore) template each placed through their processors within the chunk and its neighbours.
 *
 * <p>Draws: rotation ({@code nextInt(4)}), fossil ({@code nextInt(n)}), depth ({@code nextInt(10)}); per template
 * the palette ({@code nextInt(1)}: the game draws even for one palette) and per block, in template order, the
 * {@code block_rot} float (the settings' random is the feature's).
 *
 * <p>Not done (the game's {@code placeInWorld} does them after placing): the shape updates of the neighbours at the
 * template's edge ({@code updateShapeAtEdge}: a fluid next to a fossil gets a scheduled tick in the game) and
 * fluid locking; bone blocks and ores have no fluid and no shape to update themselves.
 */
record FossilFeature(FossilTemplate[] fossils, FossilTemplate[] overlays, TemplateProcessor[] fossilProcessors,
                     TemplateProcessor[] overlayProcessors, int maxEmptyCorners) implements ConfiguredFeature {

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
        BlockStates s = level.states();
        int rotation = random.nextInt(4); // game: Rotation.values(): none, clockwise 90, 180, counterclockwise 90
        int index = random.nextInt(fossils.length);
        FossilTemplate base = fossils[index];
        FossilTemplate overlay = overlays[index];
        int cx = ox >> 4, cz = oz >> 4;
        int minX = (cx << 4) - 16, maxX = (cx << 4) + 15 + 16, minZ = (cz << 4) - 16, maxZ = (cz << 4) + 15 + 16;
        boolean quarter = rotation == 1 || rotation == 3;
        int sizeX = quarter ? base.sizeZ() : base.sizeX(), sizeZ = quarter ? base.sizeX() : base.sizeZ();
        int lowX = ox - sizeX / 2, lowZ = oz - sizeZ / 2;
        int lowest = oy;
        for (int x = 0; x < sizeX; x++) {
            for (int z = 0; z < sizeZ; z++) lowest = Math.min(lowest, level.getHeight(Heightmap.Types.OCEAN_FLOOR_WG, lowX + x, lowZ + z));
        }
        int targetY = Math.max(lowest - 15 - random.nextInt(10), level.getMinY() + 10);
        // game: getZeroPositionWithTransform(lowCorner, Mirror.NONE, rotation): the unrotated size less one (the 26.1
        // decompile reads "less one only when mirrored", a decompiler artefact: the game 26.1 hashes of a desert cluster
        // with two turned fossils match only with "less one", as 26.2's source has it)
        int tx = lowX, tz = lowZ;
        switch (rotation) {
            case 1: tx += base.sizeZ() - 1; break;
            case 2: tx += base.sizeX() - 1; tz += base.sizeZ() - 1; break;
            case 3: tz += base.sizeX() - 1; break;
            default: break;
        }
        if (emptyCorners(level, base, rotation, tx, targetY, tz) > maxEmptyCorners) return false;
        placeInWorld(level, random, base, fossilProcessors, rotation, tx, targetY, tz, minX, maxX, minZ, maxZ);
        placeInWorld(level, random, overlay, overlayProcessors, rotation, tx, targetY, tz, minX, maxX, minZ, maxZ);
        return true;
    }

    /** Game: {@code StructureTemplate.transform} with pivot 0 and no mirror: {x, z} of a template position. */
    static int[] rotate(int x, int z, int rotation) {
        int[] p = StructureTemplate.transform(x, 0, z, Mirror.NONE, Rotation.values()[rotation], 0, 0);
        return new int[] {p[0], p[2]};
    }

    private static int emptyCorners(WorldGenLevel level, FossilTemplate t, int rotation, int tx, int ty, int tz) {
        BlockStates s = level.states();
        int[] a = rotate(0, 0, rotation), b = rotate(t.sizeX() - 1, t.sizeZ() - 1, rotation);
        int x0 = tx + Math.min(a[0], b[0]), x1 = tx + Math.max(a[0], b[0]);
        int z0 = tz + Math.min(a[1], b[1]), z1 = tz + Math.max(a[1], b[1]);
        int y0 = ty, y1 = ty + t.sizeY() - 1;
        int n = 0;
        for (int x : new int[] {x0, x1}) for (int y : new int[] {y0, y1}) for (int z : new int[] {z0, z1}) {
            int state = level.getBlockState(x, y, z);
            int block = s.block(state);
            if (s.isAir(state) || block == CaveBlocks.LAVA || block == CaveBlocks.WATER) n++;
        }
        return n;
    }

    private static void placeInWorld(WorldGenLevel level, RandomSource random, FossilTemplate t, TemplateProcessor[] processors,
                                     int rotation, int tx, int ty, int tz, int minX, int maxX, int minZ, int maxZ) {
        random.nextInt(1); // game: settings.getRandomPalette draws nextInt(palette count) even for one palette
        List<int[]> processed = new ArrayList<>();
        for (int[] b : t.blocks()) {
            int[] r = rotate(b[0], b[2], rotation);
            int[] info = {tx + r[0], ty + b[1], tz + r[1], b[3]};
            // 26.2: processBlockInfos leaves out blocks outside the settings' box before any processor draws
            if (info[0] < minX || info[0] > maxX || info[2] < minZ || info[2] > maxZ) continue;
            for (TemplateProcessor p : processors) {
                info = p.process(level, random, b[3], info);
                if (info == null) break;
            }
            if (info != null) processed.add(info);
        }
        BlockStates s = level.states();
        for (int[] info : processed) {
            if (info[0] < minX || info[0] > maxX || info[2] < minZ || info[2] > maxZ) continue;
            int state = StateTransforms.transform(s, info[3], Mirror.NONE, Rotation.values()[rotation]);
            level.setBlock(info[0], info[1], info[2], state, WorldGenLevel.UPDATE_NONE | 256);
        }
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        ResourceId[] fossils = ids(c.get("fossil_structures")), overlays = ids(c.get("overlay_structures"));
        if (fossils.length == 0) throw c.get("fossil_structures").error("expected at least one structure");
        if (fossils.length != overlays.length) throw c.get("overlay_structures").error("must list as many structures as fossil_structures");
        FossilTemplate[] base = new FossilTemplate[fossils.length], overlay = new FossilTemplate[fossils.length];
        for (int i = 0; i < fossils.length; i++) {
            base[i] = FossilTemplates.get(p, fossils[i]);
            overlay[i] = FossilTemplates.get(p, overlays[i]);
        }
        return new FossilFeature(base, overlay, TemplateProcessor.list(c.get("fossil_processors"), p),
                TemplateProcessor.list(c.get("overlay_processors"), p), c.get("max_empty_corners_allowed").asInt(0, 7));
    }

    private static ResourceId[] ids(JsonCursor c) {
        List<ResourceId> out = new ArrayList<>();
        for (JsonCursor e : c.elements()) out.add(e.asId());
        return out.toArray(new ResourceId[0]);
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
