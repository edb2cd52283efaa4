package dev.strata.engine.structure.woodlandmansion;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.Chests;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.BlockIgnoreProcessor;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplatePieces;
import dev.strata.engine.structure.template.TemplateStructurePiece;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * One template of a woodland mansion (game: {@code WoodlandMansionPieces.WoodlandMansionPiece}, piece type
 * {@code minecraft:wmp}): the template {@code woodland_mansion/<name>} with its origin at the template position,
 * mirrored then turned about the origin (pivot (0, 0)); its box is the template's box so transformed. Placed with
 * structure blocks ignored, waterlogging on and no entities (the game's {@code setIgnoreEntities(true)}; no mansion
 * template has any).
 *
 * <p>Data markers (game: {@code handleDataMarker}), in the template's palette order:
 * <ul>
 *   <li>{@code Chest...}: a chest with loot table {@code chests/woodland_mansion} ({@link Chests#createChest}: inside
 *       the chunk box and where no chest stands, a {@code nextLong} seed from the piece's random); {@code ChestWest},
 *       {@code ChestEast}, {@code ChestSouth} and {@code ChestNorth} face that way turned by the piece's rotation (the
 *       mirror is not applied, as in the game), any other {@code Chest} name faces north;</li>
 *   <li>{@code Mage}: an evoker, {@code Warrior}: a vindicator, {@code Group of Allays}: one to three allays (the count
 *       drawn from the region's random, see {@link MansionMobs}); each a fresh persistent mob at the marker's bottom
 *       centre, then the marker's block set to air;</li>
 *   <li>anything else: nothing.</li>
 * </ul>
 *
 * <p>Saved fields: the template piece's ({@code TPX}, {@code TPY}, {@code TPZ}, {@code Template}: the short name, e.g.
 * {@code 1x1_a3}, as the game stores it), {@code Rot} and {@code Mi} (the rotation's and mirror's enum names).
 */
final class WoodlandMansionPiece extends TemplateStructurePiece {
    static final String LOOT_TABLE = "minecraft:chests/woodland_mansion";
    private final Mirror mirror;

    /**
     * @param name the template's name under {@code woodland_mansion/}
     * @param x the template position's x (block)
     */
    WoodlandMansionPiece(String name, StructureTemplate template, int x, int y, int z, Rotation rotation, Mirror mirror) {
        super(0, name, template, rotation, 0, 0, x, y, z);
        this.mirror = mirror;
        this.boundingBox = box(template, rotation, mirror, x, y, z);
    }

    /**
     * Game: {@code WoodlandMansionPiece(templateManager, tag)}: the template piece's fields, {@code Template} naming
     * {@code woodland_mansion/<name>}, then {@code Rot} and {@code Mi} (enum names, {@code Rotation.LEGACY_CODEC} and
     * {@code Mirror.LEGACY_CODEC}, which fail on a missing or unknown name); the box is the template's, mirrored and
     * turned, at the template position.
     */
    WoodlandMansionPiece(StructurePieceSerializationContext context, PieceTag tag) {
        super(tag, tag.getString("Template"), context.template(tag, "woodland_mansion/"), tag.getEnum("Rot", Rotation.class), 0, 0);
        this.mirror = tag.getEnum("Mi", Mirror.class);
        this.boundingBox = box(template, rotation, mirror, templateX, templateY, templateZ);
    }

    /** Game: {@code StructureTemplate.getBoundingBox(position, rotation, pivot (0, 0, 0), mirror)}. */
    static BoundingBox box(StructureTemplate t, Rotation rotation, Mirror mirror, int x, int y, int z) {
        int[] a = StructureTemplate.transform(0, 0, 0, mirror, rotation, 0, 0);
        int[] b = StructureTemplate.transform(t.sizeX() - 1, t.sizeY() - 1, t.sizeZ() - 1, mirror, rotation, 0, 0);
        return new BoundingBox(Math.min(a[0], b[0]) + x, Math.min(a[1], b[1]) + y, Math.min(a[2], b[2]) + z,
                Math.max(a[0], b[0]) + x, Math.max(a[1], b[1]) + y, Math.max(a[2], b[2]) + z);
    }

    @Override
    public String typeId() {
        return "minecraft:wmp";
    }

    /** The template's short name (game: {@code templateName}). */
    String templateName() {
        return templateName;
    }

    Mirror mirror() {
        return mirror;
    }

    /**
     * Game: {@code TemplateStructurePiece.postProcess}: the box again from the template position, the template placed
     * inside the chunk box, then each data marker handled.
     */
    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        boundingBox = box(template, rotation, mirror, templateX, templateY, templateZ);
        TemplatePieces.Settings settings = new TemplatePieces.Settings(rotation, 0, 0, true, List.of(BlockIgnoreProcessor.STRUCTURE_BLOCK), mirror);
        for (TemplatePieces.Marker m : TemplatePieces.place(this, level, random, chunkBox, referencePos, settings)) {
            handleDataMarker(m.metadata(), m.x(), m.y(), m.z(), level, random, chunkBox);
        }
    }

    private void handleDataMarker(String marker, int x, int y, int z, WorldGenLevel level, RandomSource random, BoundingBox chunkBox) {
        BlockStates s = level.states();
        if (marker.startsWith("Chest")) {
            int chest = s.defaultState("minecraft:chest");
            Direction facing = switch (marker) {
                case "ChestWest" -> Direction.WEST;
                case "ChestEast" -> Direction.EAST;
                case "ChestSouth" -> Direction.SOUTH;
                case "ChestNorth" -> Direction.NORTH;
                default -> null;
            };
            if (facing != null) chest = s.with(chest, "facing", rotation.rotate(facing).id);
            Chests.createChest(level, chunkBox, random, x, y, z, LOOT_TABLE, chest);
            return;
        }
        MansionMobs.add(level, marker, x, y, z);
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putString("Rot", rotation.name());
        tag.putString("Mi", mirror.name());
    }
}
