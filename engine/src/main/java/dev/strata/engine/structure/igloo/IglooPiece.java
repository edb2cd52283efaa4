package dev.strata.engine.structure.igloo;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplateStructurePiece;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A piece of an igloo (game: {@code IglooPieces.IglooPiece}, id {@code minecraft:iglu}): a template at the start
 * position plus its part's offset, {@code depth} blocks lower, turned about the part's pivot. Its blocks are not
 * built yet (the laboratory holds entities and the placement moves the piece to the surface at its entrance): the
 * type is not registered and {@link #postProcess} refuses.
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

    IglooPiece(Part part, StructureTemplate template, int x, int y, int z, Rotation rotation, int depth) {
        super(0, part.name, template, rotation, part.pivotX, part.pivotZ, x + part.dx, y + part.dy - depth, z + part.dz);
    }

    @Override
    public String typeId() {
        return "minecraft:iglu";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        throw new UnsupportedOperationException("the igloo's blocks are not built yet");
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putString("Rot", rotation.name());
    }
}
