package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.Rotation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * A piece of a jigsaw structure (game: {@code PoolElementStructurePiece}, piece type {@code minecraft:jigsaw}, depth 0,
 * no orientation): a pool element placed at a position (absolute block coordinates of the element's origin) with a
 * rotation about it, its box, its ground level delta and the junctions to its neighbours.
 *
 * <p>For the noise step's beardifier (game: {@code Beardifier.forStructuresInChunk}), which reads exactly these:
 * {@link #projection()} (only rigid pieces are beardified), {@link #groundLevelDelta()} (the piece's ground is
 * {@code getBoundingBox().minY() + groundLevelDelta()}), {@link #junctions()} (every junction of every jigsaw piece
 * near the chunk) and {@link #getBoundingBox()}.
 */
public final class PoolElementStructurePiece extends StructurePiece implements dev.strata.engine.levelgen.BeardifierPiece {
    private final StructurePoolElement element;
    private int posX, posY, posZ;
    private final int groundLevelDelta;
    private final Rotation rotation;
    private final List<JigsawJunction> junctions = new ArrayList<>();
    private final LiquidSettings liquidSettings;

    PoolElementStructurePiece(StructurePoolElement element, int x, int y, int z, int groundLevelDelta, Rotation rotation, BoundingBox box,
                              LiquidSettings liquidSettings) {
        super(0, box);
        this.element = element;
        this.posX = x;
        this.posY = y;
        this.posZ = z;
        this.groundLevelDelta = groundLevelDelta;
        this.rotation = rotation;
        this.liquidSettings = liquidSettings;
    }

    /**
     * Game: {@code PoolElementStructurePiece(context, tag)}: the fields every piece has, {@code PosX}, {@code PosY},
     * {@code PosZ}, {@code ground_level_delta} (ints), {@code pool_element} (the element as its codec writes it, read
     * against the pack's templates, processor lists and features), {@code rotation} (the enum's name), {@code
     * junctions} ({@code source_x}, {@code source_ground_y}, {@code source_z}, {@code delta_y}, {@code dest_proj}) and
     * {@code liquid_settings}, which the writer leaves out when it is the default, {@code apply_waterlogging} (the
     * game reads a missing one so; it reads a missing junction list as empty, Strata does not). The box is the
     * element's at the position and rotation, as the game recomputes it.
     */
    PoolElementStructurePiece(StructurePieceSerializationContext context, PieceTag tag) {
        super(tag);
        this.posX = tag.getInt("PosX");
        this.posY = tag.getInt("PosY");
        this.posZ = tag.getInt("PosZ");
        this.groundLevelDelta = tag.getInt("ground_level_delta");
        PieceTag e = tag.getCompound("pool_element");
        try {
            TemplatePools pools = TemplatePools.forPack(context.states().pack(), context.states());
            this.element = pools.element(JsonCursor.root(e.path(), PoolElementCodec.json(e.tag())));
        } catch (RuntimeException ex) {
            throw new dev.strata.engine.structure.StructureNbtException(e.path() + ": " + ex.getMessage());
        }
        this.rotation = tag.getEnum("rotation", Rotation.class);
        for (PieceTag j : tag.getCompoundList("junctions")) {
            Projection p = Projection.byName(j.getString("dest_proj"));
            if (p == null) throw j.error("dest_proj", "no projection named \"" + j.getString("dest_proj") + "\"");
            junctions.add(new JigsawJunction(j.getInt("source_x"), j.getInt("source_ground_y"), j.getInt("source_z"), j.getInt("delta_y"), p));
        }
        if (tag.tag().get("liquid_settings") == null) {
            this.liquidSettings = LiquidSettings.APPLY_WATERLOGGING;
        } else {
            LiquidSettings l = LiquidSettings.byName(tag.getString("liquid_settings"));
            if (l == null) throw tag.error("liquid_settings", "no liquid settings named \"" + tag.getString("liquid_settings") + "\"");
            this.liquidSettings = l;
        }
        this.boundingBox = element.boundingBox(posX, posY, posZ, rotation);
    }

    @Override
    public String typeId() {
        return "minecraft:jigsaw";
    }

    /** The pool element this piece places. */
    public StructurePoolElement element() {
        return element;
    }

    /** The element's projection (game: {@code getElement().getProjection()}): the beardifier only adapts rigid pieces. */
    public Projection projection() {
        return element.projection();
    }

    /**
     * Blocks from the box's bottom to the piece's ground (game: {@code getGroundLevelDelta}): 1 for a start piece and a
     * terrain matching piece; a rigid child takes its parent's less the height step between them.
     */
    public int groundLevelDelta() {
        return groundLevelDelta;
    }

    /** The connections to neighbouring pieces in the order they were made (game: {@code getJunctions}); unmodifiable. */
    public List<JigsawJunction> junctions() {
        return Collections.unmodifiableList(junctions);
    }

    @Override
    public boolean rigidProjection() {
        return projection() == Projection.RIGID;
    }

    @Override
    public List<dev.strata.engine.levelgen.BeardifierPiece.Junction> beardifierJunctions() {
        List<dev.strata.engine.levelgen.BeardifierPiece.Junction> out = new java.util.ArrayList<>(junctions.size());
        for (JigsawJunction j : junctions) out.add(new dev.strata.engine.levelgen.BeardifierPiece.Junction(j.sourceX(), j.sourceGroundY(), j.sourceZ()));
        return out;
    }

    void addJunction(JigsawJunction j) {
        junctions.add(j);
    }

    /** The element's origin, block x. */
    public int posX() {
        return posX;
    }

    /** The element's origin, block y. */
    public int posY() {
        return posY;
    }

    /** The element's origin, block z. */
    public int posZ() {
        return posZ;
    }

    /** The element's rotation about its origin. */
    public Rotation rotation() {
        return rotation;
    }

    /** The liquid settings its templates are placed with. */
    public LiquidSettings liquidSettings() {
        return liquidSettings;
    }

    @Override
    public void move(int dx, int dy, int dz) {
        super.move(dx, dy, dz);
        posX += dx;
        posY += dy;
        posZ += dz;
    }

    /** Game: {@code postProcess} = {@code place(..., keepJigsaws false)}: the element placed within the chunk box. */
    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        PoolElementPlacer.place(element, level, posX, posY, posZ, referencePos, rotation, chunkBox, random, liquidSettings);
    }

    /**
     * Game: {@code addAdditionalSaveData}: {@code PosX}, {@code PosY}, {@code PosZ}, {@code ground_level_delta},
     * {@code pool_element} (the element as its codec writes it), {@code rotation} (the enum's name), {@code junctions},
     * and {@code liquid_settings} when not the default (apply).
     */
    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        tag.putInt("PosX", posX);
        tag.putInt("PosY", posY);
        tag.putInt("PosZ", posZ);
        tag.putInt("ground_level_delta", groundLevelDelta);
        tag.put("pool_element", PoolElementCodec.encode(element));
        tag.putString("rotation", rotation.name());
        ListBinaryTag.Builder<CompoundBinaryTag> list = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
        for (JigsawJunction j : junctions) {
            list.add(CompoundBinaryTag.builder().putInt("source_x", j.sourceX()).putInt("source_ground_y", j.sourceGroundY())
                    .putInt("source_z", j.sourceZ()).putInt("delta_y", j.deltaY()).putString("dest_proj", j.destProjection().id).build());
        }
        tag.put("junctions", list.build());
        if (liquidSettings != LiquidSettings.APPLY_WATERLOGGING) tag.putString("liquid_settings", liquidSettings.id);
    }

    @Override
    public String toString() {
        return "<PoolElementStructurePiece | " + posX + ", " + posY + ", " + posZ + " | " + rotation + " | " + element + ">";
    }
}
