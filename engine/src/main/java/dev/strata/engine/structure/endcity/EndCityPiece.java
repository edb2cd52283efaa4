package dev.strata.engine.structure.endcity;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructureNbtException;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * One template of an end city (game: {@code EndCityPieces.EndCityPiece}, a {@code TemplateStructurePiece}, piece type
 * {@code minecraft:ecp}): the template {@code end_city/<name>}, where its origin is ({@code templatePosition}), its
 * rotation, and whether it overwrites air ({@code OW}: placed with the game's {@code BlockIgnoreProcessor.STRUCTURE_BLOCK};
 * otherwise {@code STRUCTURE_AND_AIR}, so its air keeps what is there). Its box is the template's box turned about
 * the template origin and moved to the position (game: {@code StructureTemplate.getBoundingBox}, no mirror, pivot
 * 0); its orientation is north, as every template piece's.
 *
 * <p>Placing it is {@link EndCityPlacer}'s job ({@link #postProcess}).
 */
public final class EndCityPiece extends StructurePiece {
    /** The loader of {@code minecraft:ecp} (game: {@code StructurePieceType.END_CITY_PIECE}). */
    public static final dev.strata.engine.structure.StructurePieceType TYPE = EndCityPiece::new;

    private final EndCityTemplates.Entry template;
    private final Rotation rotation;
    private final boolean overwrite;
    private int tpx, tpy, tpz;

    EndCityPiece(EndCityTemplates.Entry template, int x, int y, int z, Rotation rotation, boolean overwrite) {
        super(0, box(template.template(), x, y, z, rotation));
        setOrientation(Direction.NORTH);
        this.template = template;
        this.rotation = rotation;
        this.overwrite = overwrite;
        this.tpx = x;
        this.tpy = y;
        this.tpz = z;
    }

    /**
     * Game: {@code EndCityPiece(templateManager, tag)}: the template piece's fields (orientation north whatever
     * {@code O} says, {@code TPX}, {@code TPY}, {@code TPZ}, {@code Template} naming {@code end_city/<name>}), then
     * {@code Rot} (the rotation's name, {@code Rotation.LEGACY_CODEC}, which fails on a missing or unknown name) and
     * {@code OW} (a byte; the game reads a missing one as false); the saved box is replaced by the template's box at
     * the template position.
     *
     * @throws StructureNbtException naming the path of a missing or mistyped field, or of a name that is not one of
     *     the end city's templates
     */
    EndCityPiece(StructurePieceSerializationContext context, PieceTag tag) {
        super(tag);
        setOrientation(Direction.NORTH);
        String name = tag.getString("Template");
        if (!EndCityTemplates.NAMES.contains(name)) throw tag.error("Template", "no end city template named \"" + name + "\"");
        this.template = new EndCityTemplates.Entry(name, context.template(tag, "end_city/"));
        this.tpx = tag.getInt("TPX");
        this.tpy = tag.getInt("TPY");
        this.tpz = tag.getInt("TPZ");
        this.rotation = tag.getEnum("Rot", Rotation.class);
        this.overwrite = tag.getBoolean("OW");
        this.boundingBox = box(template.template(), tpx, tpy, tpz, rotation);
    }

    /** Game: {@code StructureTemplate.getBoundingBox(position, rotation, pivot 0, Mirror.NONE, size)}. */
    static BoundingBox box(StructureTemplate t, int x, int y, int z, Rotation rotation) {
        int[] a = StructureTemplate.transform(0, 0, 0, Mirror.NONE, rotation, 0, 0);
        int[] b = StructureTemplate.transform(t.sizeX() - 1, t.sizeY() - 1, t.sizeZ() - 1, Mirror.NONE, rotation, 0, 0);
        return new BoundingBox(a[0], a[1], a[2], b[0], b[1], b[2]).move(x, y, z);
    }

    @Override
    public String typeId() {
        return "minecraft:ecp";
    }

    /** The template's short name, e.g. {@code base_floor} (game: {@code templateName}). */
    public String templateName() {
        return template.name();
    }

    EndCityTemplates.Entry template() {
        return template;
    }

    /** The template's rotation (game: {@code placeSettings.getRotation()}). */
    public Rotation templateRotation() {
        return rotation;
    }

    /** Whether the template's air is placed (game: the {@code OW} flag). */
    public boolean overwrite() {
        return overwrite;
    }

    /** Where the template's origin is, {x, y, z} (game: {@code templatePosition}). */
    public int[] templatePosition() {
        return new int[] {tpx, tpy, tpz};
    }

    /** Moves the box and the template position (game: {@code TemplateStructurePiece.move}). */
    @Override
    public void move(int dx, int dy, int dz) {
        super.move(dx, dy, dz);
        tpx += dx;
        tpy += dy;
        tpz += dz;
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        EndCityPlacer.place(this, level, random, chunkBox);
    }

    /**
     * Game: {@code TemplateStructurePiece.addAdditionalSaveData} ({@code TPX}, {@code TPY}, {@code TPZ},
     * {@code Template}) then the end city's {@code Rot} (the rotation's enum name, {@code Rotation.LEGACY_CODEC}) and
     * {@code OW}.
     */
    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        tag.putInt("TPX", tpx);
        tag.putInt("TPY", tpy);
        tag.putInt("TPZ", tpz);
        tag.putString("Template", template.name());
        tag.putString("Rot", rotation.name());
        tag.putBoolean("OW", overwrite);
    }
}
