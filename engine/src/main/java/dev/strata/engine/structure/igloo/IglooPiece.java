package dev.strata.engine.structure.igloo;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.BlockIgnoreProcessor;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplatePieces;
import dev.strata.engine.structure.template.TemplateStructurePiece;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A piece of an igloo (game: {@code IglooPieces.IglooPiece}, id {@code minecraft:iglu}): a template at the start
 * position plus its part's offset, {@code depth} blocks lower, turned about the part's pivot; moved to the surface
 * at its entrance when placed ({@link #postProcess}). The laboratory's villager and zombie villager come from the
 * template's entity data.
 *
 * <p>Saved fields: the template piece's, {@code Rot}.
 */
final class IglooPiece extends TemplateStructurePiece {
    /** The three templates with their offset and pivot (game: {@code OFFSETS}, {@code PIVOTS}). */
    enum Part {
        TOP("minecraft:igloo/top", 0, 0, 0, 3, 5), MIDDLE("minecraft:igloo/middle", 2, -3, 4, 1, 1), BOTTOM("minecraft:igloo/bottom", 0, -3, -2, 3, 7);

        final String name;
        final int dx, dy, dz, pivotX, pivotZ;

        Part(String name, int dx, int dy, int dz, int pivotX, int pivotZ) {
            this.name = name;
            this.dx = dx;
            this.dy = dy;
            this.dz = dz;
            this.pivotX = pivotX;
            this.pivotZ = pivotZ;
        }
    }

    private final Part part;

    IglooPiece(Part part, StructureTemplate template, int x, int y, int z, Rotation rotation, int depth) {
        super(0, part.name, template, rotation, part.pivotX, part.pivotZ, x + part.dx, y + part.dy - depth, z + part.dz);
        this.part = part;
    }

    /**
     * Game: {@code IglooPiece(templateManager, tag)}: the template piece's fields ({@code Template} one of the three
     * igloo templates, whose pivot it takes; the game has no pivot for any other and fails) and {@code Rot}.
     */
    IglooPiece(StructurePieceSerializationContext context, PieceTag tag) {
        super(tag, tag.getString("Template"), context.template(tag), tag.getEnum("Rot", Rotation.class), part(tag).pivotX, part(tag).pivotZ);
        this.part = part(tag);
    }

    private static Part part(PieceTag tag) {
        String name = tag.getString("Template");
        for (Part p : Part.values()) if (p.name.equals(name) || p.name.equals("minecraft:" + name)) return p;
        throw tag.error("Template", "not an igloo template: \"" + name + "\"");
    }

    @Override
    public String typeId() {
        return "minecraft:iglu";
    }

    /**
     * Game: {@code IglooPiece.postProcess}: the template moved to one below the {@code WORLD_SURFACE_WG} height at the
     * igloo's entrance (template point (3 - offset x, 0, -offset z), turned), placed (structure blocks ignored, no
     * waterlogging, entities placed), the {@code chest} marker's block set to air and the chest below it given loot
     * table {@code chests/igloo_chest} and a {@code nextLong} seed; for the igloo itself, the trapdoor's spot (3, 0,
     * 5) becomes snow when the block under it is neither air nor a ladder (no basement). The template position goes
     * back; the box stays where it was placed.
     */
    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        var s = level.states();
        int[] e = StructureTemplate.transform(3 - part.dx, 0, -part.dz, Mirror.NONE, rotation, pivotX, pivotZ);
        int height = level.getHeight(Heightmap.Types.WORLD_SURFACE_WG, templateX + e[0], templateZ + e[2]);
        int oldY = templateY;
        templateY += height - 90 - 1;
        refreshBoundingBox();
        TemplatePieces.Settings settings = TemplatePieces.settings(rotation, pivotX, pivotZ, false, BlockIgnoreProcessor.STRUCTURE_BLOCK);
        for (TemplatePieces.Marker m : TemplatePieces.place(this, level, random, chunkBox, referencePos, settings)) {
            if (!"chest".equals(m.metadata())) continue;
            level.setBlock(m.x(), m.y(), m.z(), s.air, WorldGenLevel.UPDATE_ALL);
            if (s.block(level.getBlockState(m.x(), m.y() - 1, m.z())) == s.blockIndex("minecraft:chest")) {
                TemplatePieces.setLootTable(level, random, m.x(), m.y() - 1, m.z(), "minecraft:chests/igloo_chest");
            }
        }
        if (part == Part.TOP) {
            int[] t = StructureTemplate.transform(3, 0, 5, Mirror.NONE, rotation, pivotX, pivotZ);
            int tx = templateX + t[0], ty = templateY + t[1], tz = templateZ + t[2];
            int below = level.getBlockState(tx, ty - 1, tz);
            if (!s.isAir(below) && s.block(below) != s.blockIndex("minecraft:ladder")) {
                level.setBlock(tx, ty, tz, s.defaultState("minecraft:snow_block"), WorldGenLevel.UPDATE_ALL);
            }
        }
        templateY = oldY;
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putString("Rot", rotation.name());
    }
}
