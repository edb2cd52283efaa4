package dev.strata.engine.structure.shipwreck;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplatePieces;
import dev.strata.engine.structure.template.TemplateStructurePiece;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A shipwreck's one piece (game: {@code ShipwreckPieces.ShipwreckPiece}, id {@code minecraft:shipwreck}): its
 * template turned about the pivot (4, 0, 15), structure blocks and air ignored
 * ({@code BlockIgnoreProcessor.STRUCTURE_AND_AIR}). Unless its height was set when the start was made, it takes it
 * when first placed: the mean (beached: lowest, less half the height less {@code nextInt(3)}) of the heightmap over
 * the template's unturned footprint from the template position. The chests under the data markers
 * {@code map_chest}, {@code supply_chest}, {@code treasure_chest} get their loot table and a {@code nextLong} seed.
 *
 * <p>Saved fields: the template piece's, {@code isBeached}, {@code Rot}, {@code height_adjusted}.
 */
final class ShipwreckPiece extends TemplateStructurePiece {
    private static final int PIVOT_X = 4, PIVOT_Z = 15;
    /** Game: {@code MARKERS_TO_LOOT}. */
    private static final Map<String, String> MARKERS_TO_LOOT = Map.of("map_chest", "minecraft:chests/shipwreck_map", "treasure_chest",
            "minecraft:chests/shipwreck_treasure", "supply_chest", "minecraft:chests/shipwreck_supply");
    private final boolean beached;
    private boolean heightAdjusted;

    ShipwreckPiece(String name, StructureTemplate template, Rotation rotation, int x, int y, int z, boolean beached) {
        super(0, name, template, rotation, PIVOT_X, PIVOT_Z, x, y, z);
        this.beached = beached;
    }

    /**
     * Game: {@code ShipwreckPiece(templateManager, tag)}: the template piece's fields ({@code Template} a full id),
     * {@code Rot} (pivot (4, 15)), {@code isBeached} and {@code height_adjusted} (bytes).
     */
    ShipwreckPiece(StructurePieceSerializationContext context, PieceTag tag) {
        super(tag, tag.getString("Template"), context.template(tag), tag.getEnum("Rot", Rotation.class), PIVOT_X, PIVOT_Z);
        this.beached = tag.getBoolean("isBeached");
        this.heightAdjusted = tag.getBoolean("height_adjusted");
    }

    @Override
    public String typeId() {
        return "minecraft:shipwreck";
    }

    /** Game: {@code isTooBigToFitInWorldGenRegion}: the template is over 32 blocks in x or y. */
    boolean isTooBigToFitInWorldGenRegion() {
        return template.sizeX() > 32 || template.sizeY() > 32;
    }

    /** Game: {@code calculateBeachedPosition}. */
    int calculateBeachedPosition(int minY, RandomSource random) {
        return minY - template.sizeY() / 2 - random.nextInt(3);
    }

    /** Game: {@code adjustPositionHeight}: the template's y only (the box follows when placed). */
    void adjustPositionHeight(int y) {
        heightAdjusted = true;
        templateY = y;
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        if (!heightAdjusted && !isTooBigToFitInWorldGenRegion()) {
            int minY = level.getMaxYExclusive();
            int mean = 0;
            Heightmap.Types type = beached ? Heightmap.Types.WORLD_SURFACE_WG : Heightmap.Types.OCEAN_FLOOR_WG;
            int base = template.sizeX() * template.sizeZ();
            if (base == 0) {
                mean = level.getHeight(type, templateX, templateZ);
            } else {
                // game: BlockPos.betweenClosed(templatePosition, + size - 1): the unturned footprint
                for (int z = templateZ; z <= templateZ + template.sizeZ() - 1; z++) {
                    for (int x = templateX; x <= templateX + template.sizeX() - 1; x++) {
                        int h = level.getHeight(type, x, z);
                        mean += h;
                        minY = Math.min(minY, h);
                    }
                }
                mean /= base;
            }
            adjustPositionHeight(beached ? calculateBeachedPosition(minY, random) : mean);
        }
        refreshBoundingBox();
        List<TemplatePieces.Marker> markers = TemplatePieces.place(this, level, random, chunkBox, referencePos,
                TemplatePieces.settings(rotation, PIVOT_X, PIVOT_Z, true, TemplatePieces.IGNORE_STRUCTURE_AND_AIR));
        for (TemplatePieces.Marker m : markers) {
            String loot = MARKERS_TO_LOOT.get(m.metadata());
            // game: RandomizableContainer.setBlockEntityLootTable(level, random, pos.below(), table)
            if (loot != null) TemplatePieces.setLootTable(level, random, m.x(), m.y() - 1, m.z(), loot);
        }
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("isBeached", beached);
        tag.putString("Rot", rotation.name());
        tag.putBoolean("height_adjusted", heightAdjusted);
    }
}
