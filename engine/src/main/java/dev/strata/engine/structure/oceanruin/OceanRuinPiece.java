package dev.strata.engine.structure.oceanruin;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.BlockIgnoreProcessor;
import dev.strata.engine.structure.template.BlockRotProcessor;
import dev.strata.engine.structure.template.CappedProcessor;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.RuleProcessor;
import dev.strata.engine.structure.template.StructureProcessor;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplatePieces;
import dev.strata.engine.structure.template.TemplateStructurePiece;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * An ocean ruin's piece (game: {@code OceanRuinPieces.OceanRuinPiece}, id {@code minecraft:orp}): its template
 * turned about its origin, placed with the processors {@code BlockRotProcessor(integrity)},
 * {@code STRUCTURE_AND_AIR} and the capped archaeology rule (at most 5 sand of a warm ruin made suspicious sand
 * with loot table {@code archaeology/ocean_ruin_warm}, gravel and {@code ocean_ruin_cold} for a cold one). When
 * placed, its y goes to the {@code OCEAN_FLOOR_WG} height at the template position, then one above the lowest floor
 * under its footprint when the floor is uneven (game: {@code getHeight}). Data markers: {@code chest} sets a chest
 * (waterlogged in water) with loot table {@code underwater_ruin_big/small} and a {@code nextLong} seed,
 * {@code drowned} adds a drowned and sets the marker's block to air above sea level, else water.
 *
 * <p>Saved fields: the template piece's, {@code Rot}, {@code Integrity}, {@code BiomeType}, {@code IsLarge}.
 */
public final class OceanRuinPiece extends TemplateStructurePiece {
    /** Game: {@code OceanRuinStructure.Type}. */
    public enum Temperature { WARM, COLD }

    private final float integrity;
    private final Temperature biomeType;
    private final boolean large;

    OceanRuinPiece(String name, StructureTemplate template, int x, int y, int z, Rotation rotation, float integrity, Temperature biomeType,
            boolean large) {
        super(0, name, template, rotation, 0, 0, x, y, z);
        this.integrity = integrity;
        this.biomeType = biomeType;
        this.large = large;
    }

    /**
     * Game: {@code OceanRuinPiece.create(templateManager, tag)}: the template piece's fields ({@code Template} a full
     * id), {@code Rot}, {@code Integrity} (a float), {@code BiomeType} ({@code WARM} or {@code COLD}, {@code
     * OceanRuinStructure.Type.LEGACY_CODEC}) and {@code IsLarge} (a byte).
     */
    OceanRuinPiece(StructurePieceSerializationContext context, PieceTag tag) {
        super(tag, tag.getString("Template"), context.template(tag), tag.getEnum("Rot", Rotation.class), 0, 0);
        this.integrity = tag.getFloat("Integrity");
        this.biomeType = tag.getEnum("BiomeType", Temperature.class);
        this.large = tag.getBoolean("IsLarge");
    }

    @Override
    public String typeId() {
        return "minecraft:orp";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        templateY = level.getHeight(Heightmap.Types.OCEAN_FLOOR_WG, templateX, templateZ);
        int[] c = StructureTemplate.transform(template.sizeX() - 1, 0, template.sizeZ() - 1, Mirror.NONE, rotation, 0, 0);
        templateY = height(level, templateX + c[0], templateZ + c[2]);
        refreshBoundingBox();
        BlockStates s = level.states();
        boolean warm = biomeType == Temperature.WARM;
        StructureProcessor archy = new CappedProcessor(new RuleProcessor(s.blockIndex(warm ? "minecraft:sand" : "minecraft:gravel"),
                s.defaultState(warm ? "minecraft:suspicious_sand" : "minecraft:suspicious_gravel"),
                warm ? "minecraft:archaeology/ocean_ruin_warm" : "minecraft:archaeology/ocean_ruin_cold"), 5);
        List<TemplatePieces.Marker> markers = TemplatePieces.place(this, level, random, chunkBox, referencePos,
                TemplatePieces.settings(rotation, 0, 0, true, new BlockRotProcessor(integrity), BlockIgnoreProcessor.STRUCTURE_AND_AIR, archy));
        for (TemplatePieces.Marker m : markers) {
            if ("chest".equals(m.metadata())) {
                boolean water = s.isWaterFluid(level.getBlockState(m.x(), m.y(), m.z()));
                int chest = s.with(s.defaultState("minecraft:chest"), "waterlogged", Boolean.toString(water));
                level.setBlock(m.x(), m.y(), m.z(), chest, WorldGenLevel.UPDATE_CLIENTS);
                TemplatePieces.setLootTable(level, random, m.x(), m.y(), m.z(),
                        large ? "minecraft:chests/underwater_ruin_big" : "minecraft:chests/underwater_ruin_small");
            } else if ("drowned".equals(m.metadata())) {
                TemplatePieces.addMob(level, "minecraft:drowned", m.x() + 0.5, m.y(), m.z() + 0.5);
                level.setBlock(m.x(), m.y(), m.z(), m.y() > level.getSeaLevel() ? s.air : s.defaultState("minecraft:water"), WorldGenLevel.UPDATE_CLIENTS);
            }
        }
    }

    /** Game: {@code OceanRuinPiece.getHeight(pos, level, corner)}. */
    private int height(WorldGenLevel level, int cornerX, int cornerZ) {
        BlockStates s = level.states();
        int newY = templateY;
        int minY = 512;
        int topY = newY - 1;
        int area = 0;
        for (int z = Math.min(templateZ, cornerZ); z <= Math.max(templateZ, cornerZ); z++) {
            for (int x = Math.min(templateX, cornerX); x <= Math.max(templateX, cornerX); x++) {
                int floorY = templateY - 1;
                int state = level.getBlockState(x, floorY, z);
                while ((s.isAir(state) || s.isWaterFluid(state) || s.tag("minecraft:ice").blocks().get(s.block(state))) && floorY > level.getMinY() + 1) {
                    floorY--;
                    state = level.getBlockState(x, floorY, z);
                }
                minY = Math.min(minY, floorY);
                if (floorY < topY - 2) area++;
            }
        }
        int width = Math.abs(templateX - cornerX);
        if (topY - minY > 2 && area > width - 2) newY = minY + 1;
        return newY;
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putString("Rot", rotation.name());
        tag.putFloat("Integrity", integrity);
        tag.putString("BiomeType", biomeType.name());
        tag.putBoolean("IsLarge", large);
    }
}
