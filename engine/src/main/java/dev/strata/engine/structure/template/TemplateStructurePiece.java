package dev.strata.engine.structure.template;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A piece that is one structure template (game: {@code TemplateStructurePiece}, 26.1 and 26.2 alike): the template,
 * where its origin goes ({@code templatePosition}), its rotation and pivot (no mirror: the pieces that use this class
 * place none). Its box is the template's turned box at that position ({@code StructureTemplate.getBoundingBox});
 * its orientation is always north (the game sets it so; the chunk NBT shows {@code O: 2}).
 *
 * <p>Saved fields ({@code addAdditionalSaveData}): {@code TPX}, {@code TPY}, {@code TPZ}, {@code Template}, then the
 * subclass's.
 */
public abstract class TemplateStructurePiece extends StructurePiece {
    protected final String templateName;
    protected final StructureTemplate template;
    protected final Rotation rotation;
    protected final int pivotX, pivotZ;
    protected int templateX, templateY, templateZ;

    /**
     * @param templateName the template's id as the game stores it (e.g. {@code minecraft:shipwreck/with_mast})
     * @param pivotX the rotation pivot's x in template coordinates
     * @param pivotZ the rotation pivot's z
     */
    protected TemplateStructurePiece(int genDepth, String templateName, StructureTemplate template, Rotation rotation, int pivotX, int pivotZ,
            int x, int y, int z) {
        super(genDepth, boundingBox(template, rotation, pivotX, pivotZ, x, y, z));
        this.templateName = templateName;
        this.template = template;
        this.rotation = rotation;
        this.pivotX = pivotX;
        this.pivotZ = pivotZ;
        this.templateX = x;
        this.templateY = y;
        this.templateZ = z;
        setOrientation(Direction.NORTH);
    }

    /**
     * Game: {@code TemplateStructurePiece(type, tag, templateManager, settings)}: the fields every piece has, the
     * orientation set to north whatever {@code O} says, {@code TPX}, {@code TPY}, {@code TPZ} (ints) and {@code
     * Template}, read by the caller into {@code templateName} and {@code template}; the saved box is then replaced by
     * the template's box at that position (the game reads the template position and name with fallbacks 0 and "").
     *
     * @throws dev.strata.engine.structure.StructureNbtException naming the path of a missing or mistyped field
     */
    protected TemplateStructurePiece(PieceTag tag, String templateName, StructureTemplate template, Rotation rotation, int pivotX, int pivotZ) {
        super(tag);
        setOrientation(Direction.NORTH);
        this.templateName = templateName;
        this.template = template;
        this.rotation = rotation;
        this.pivotX = pivotX;
        this.pivotZ = pivotZ;
        this.templateX = tag.getInt("TPX");
        this.templateY = tag.getInt("TPY");
        this.templateZ = tag.getInt("TPZ");
        refreshBoundingBox();
    }

    /**
     * Game: {@code StructureTemplate.getBoundingBox(position, rotation, pivot, Mirror.NONE)}: the box between the
     * turned corners {@code (0, 0, 0)} and {@code size - 1}, moved to the position.
     */
    public static BoundingBox boundingBox(StructureTemplate t, Rotation rotation, int pivotX, int pivotZ, int x, int y, int z) {
        int[] a = StructureTemplate.transform(0, 0, 0, Mirror.NONE, rotation, pivotX, pivotZ);
        int[] b = StructureTemplate.transform(t.sizeX() - 1, t.sizeY() - 1, t.sizeZ() - 1, Mirror.NONE, rotation, pivotX, pivotZ);
        return new BoundingBox(Math.min(a[0], b[0]) + x, Math.min(a[1], b[1]) + y, Math.min(a[2], b[2]) + z,
                Math.max(a[0], b[0]) + x, Math.max(a[1], b[1]) + y, Math.max(a[2], b[2]) + z);
    }

    /** The box again from the template position (game: {@code postProcess} sets it so before placing). */
    protected void refreshBoundingBox() {
        boundingBox = boundingBox(template, rotation, pivotX, pivotZ, templateX, templateY, templateZ);
    }

    public StructureTemplate template() {
        return template;
    }

    public Rotation rotation() {
        return rotation;
    }

    /** The template origin {x, y, z}. */
    public int[] templatePosition() {
        return new int[] {templateX, templateY, templateZ};
    }

    @Override
    public void move(int dx, int dy, int dz) {
        super.move(dx, dy, dz);
        templateX += dx;
        templateY += dy;
        templateZ += dz;
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        tag.putInt("TPX", templateX);
        tag.putInt("TPY", templateY);
        tag.putInt("TPZ", templateZ);
        tag.putString("Template", templateName);
    }
}
