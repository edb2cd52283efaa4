package dev.strata.engine.structure.netherfossil;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructurePlaceSettings;
import dev.strata.engine.structure.template.StructureTemplate;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A nether fossil's one piece (game: {@code NetherFossilPieces.NetherFossilPiece}, a {@code TemplateStructurePiece},
 * type {@code minecraft:nefos}): the template turned by its rotation about its origin (no mirror), the origin at the
 * start position; its box is the turned template's. Like every template piece its orientation is north (saved as
 * {@code O: 2}).
 *
 * <p>Placing ({@code postProcess}): the chunk's box is grown to cover the whole fossil, so the whole fossil is placed
 * from every chunk it meets (flags 2; the template's palette drawn from a random of its own, as the game's settings
 * have none: the piece's random is not drawn); then a dried ghast, facing north turned by a random rotation, may sit
 * at the fossil's lowest y: a positional random ({@code RandomSource.createThreadLocalInstance(seed).forkPositional()
 * .at(box centre)}) draws {@code nextFloat() < 0.5}, x and z in the box ({@code nextInt(span)} each) and, where that
 * block is air, the rotation ({@code nextInt(4)}).
 */
final class NetherFossilPiece extends StructurePiece {
    private final StructureTemplate template;
    private final String templateName;
    private final int tx, ty, tz;
    private final Rotation rotation;

    NetherFossilPiece(StructureTemplate template, String templateName, int x, int y, int z, Rotation rotation) {
        super(0, box(template, x, y, z, rotation));
        setOrientation(dev.strata.engine.feature.Direction.NORTH);
        this.template = template;
        this.templateName = templateName;
        this.tx = x;
        this.ty = y;
        this.tz = z;
        this.rotation = rotation;
    }

    /**
     * Game: {@code NetherFossilPiece(templateManager, tag)}: the template piece's fields (orientation north whatever
     * {@code O} says, {@code TPX}, {@code TPY}, {@code TPZ}, {@code Template}, a full id) and {@code Rot} (the
     * rotation's name); the box is the template's at the template position.
     */
    NetherFossilPiece(StructurePieceSerializationContext context, PieceTag tag) {
        super(tag);
        setOrientation(dev.strata.engine.feature.Direction.NORTH);
        this.templateName = tag.getString("Template");
        this.template = context.template(tag);
        this.tx = tag.getInt("TPX");
        this.ty = tag.getInt("TPY");
        this.tz = tag.getInt("TPZ");
        this.rotation = tag.getEnum("Rot", Rotation.class);
        this.boundingBox = box(template, tx, ty, tz, rotation);
    }

    /** Game: {@code StructureTemplate.getBoundingBox(settings, position)} with pivot 0 and no mirror. */
    static BoundingBox box(StructureTemplate t, int x, int y, int z, Rotation rotation) {
        int[] a = StructureTemplate.transform(0, 0, 0, Mirror.NONE, rotation, 0, 0);
        int[] b = StructureTemplate.transform(t.sizeX() - 1, t.sizeY() - 1, t.sizeZ() - 1, Mirror.NONE, rotation, 0, 0);
        return new BoundingBox(Math.min(a[0], b[0]) + x, Math.min(a[1], b[1]) + y, Math.min(a[2], b[2]) + z, Math.max(a[0], b[0]) + x,
                Math.max(a[1], b[1]) + y, Math.max(a[2], b[2]) + z);
    }

    @Override
    public String typeId() {
        return "minecraft:nefos";
    }

    /** The template's rotation. */
    Rotation rotation() {
        return rotation;
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        BoundingBox fossil = box(template, tx, ty, tz, rotation);
        // game: chunkBB.encapsulate(fossilBB) grows the box the game makes for this start alone; a copy here
        BoundingBox area = new BoundingBox(chunkBox).encapsulate(fossil);
        StructurePlaceSettings settings = new StructurePlaceSettings(Mirror.NONE, rotation, 0, 0, false, area.toArray(), true, false);
        // game: the settings have no random, so the palette is drawn from RandomSource.create(Mth.getSeed(position))
        template.placeInWorld(level, tx, ty, tz, settings, new LegacyRandom(RandomSupport.getSeed(tx, ty, tz)), 2);
        placeDriedGhast(level, fossil, area);
    }

    /** Game: {@code NetherFossilPiece.placeDriedGhast}. */
    private static void placeDriedGhast(WorldGenLevel level, BoundingBox fossil, BoundingBox area) {
        RandomSource r = new LegacyRandom(level.getSeed()).forkPositional().at(fossil.centerX(), fossil.centerY(), fossil.centerZ());
        if (!(r.nextFloat() < 0.5F)) return;
        int x = fossil.minX() + r.nextInt(fossil.getXSpan());
        int y = fossil.minY();
        int z = fossil.minZ() + r.nextInt(fossil.getZSpan());
        BlockStates s = level.states();
        if (!s.isAir(level.getBlockState(x, y, z)) || !area.isInside(x, y, z)) return;
        Direction facing = Rotation.values()[r.nextInt(4)].rotate(Direction.NORTH); // game: defaultBlockState().rotate(Rotation.getRandom)
        int state = s.with(s.defaultState("minecraft:dried_ghast"), "facing", facing.name().toLowerCase(java.util.Locale.ROOT));
        level.setBlock(x, y, z, state, 2);
    }

    /** Game: {@code TemplateStructurePiece.addAdditionalSaveData} ({@code TPX}, {@code TPY}, {@code TPZ}, {@code Template}) and {@code Rot}. */
    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        tag.putInt("TPX", tx);
        tag.putInt("TPY", ty);
        tag.putInt("TPZ", tz);
        tag.putString("Template", templateName);
        tag.putString("Rot", rotation.name()); // game: Rotation.LEGACY_CODEC, the enum constant's name
    }
}
