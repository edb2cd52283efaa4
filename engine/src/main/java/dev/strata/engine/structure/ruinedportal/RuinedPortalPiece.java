package dev.strata.engine.structure.ruinedportal;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePieceSerializationContext;
import dev.strata.engine.structure.template.BlackstoneReplaceProcessor;
import dev.strata.engine.structure.template.BlockAgeProcessor;
import dev.strata.engine.structure.template.BlockIgnoreProcessor;
import dev.strata.engine.structure.template.BlockReplaceRuleProcessor;
import dev.strata.engine.structure.template.LavaSubmergedBlockProcessor;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.ProtectedBlockProcessor;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureProcessor;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplatePieces;
import dev.strata.engine.structure.template.TemplateStructurePiece;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A ruined portal's one piece (game: {@code RuinedPortalPiece}, id {@code minecraft:rupo}): its template mirrored and
 * turned about the pivot (size x / 2, 0, size z / 2). It is placed whole by the chunk that holds its box's centre
 * (the chunk's box grown to the piece's), with the processors of {@link #processors}; then the netherrack spread
 * around it, the drip columns under it, and for {@code vines} / {@code overgrown} a pass over every block of its box
 * (x fastest, then y, then z). All draws come from the piece's random in the game's order.
 *
 * <p>Saved fields: the template piece's, {@code Rotation}, {@code Mirror}, {@code VerticalPlacement},
 * {@code Properties} ({@code cold}, {@code mossiness}, {@code air_pocket}, {@code overgrown}, {@code vines},
 * {@code replace_with_blackstone}).
 */
final class RuinedPortalPiece extends TemplateStructurePiece {
    /** Game: {@code PROBABILITY_OF_GOLD_GONE}. */
    private static final float PROBABILITY_OF_GOLD_GONE = 0.3f;
    /** Game: {@code PROBABILITY_OF_MAGMA_INSTEAD_OF_NETHERRACK}. */
    private static final float PROBABILITY_OF_MAGMA_INSTEAD_OF_NETHERRACK = 0.07f;
    /** Game: {@code PROBABILITY_OF_MAGMA_INSTEAD_OF_LAVA}. */
    private static final float PROBABILITY_OF_MAGMA_INSTEAD_OF_LAVA = 0.2f;
    /** Game: {@code spreadNetherrack}'s chance by (adjusted) distance from the centre. */
    private static final float[] NETHERRACK_BY_DISTANCE = {1f, 1f, 1f, 1f, 1f, 1f, 1f, 0.9f, 0.9f, 0.8f, 0.7f, 0.6f, 0.4f, 0.2f};
    private static final int MAX_Y_DIFF = 3;

    /**
     * Game: {@code RuinedPortalPiece.Properties}.
     *
     * @param cold no magma, lava becomes netherrack
     * @param mossiness the block age processor's
     * @param airPocket air of the template is placed too
     * @param overgrown jungle leaves on the netherrack
     * @param vines vines on the sides
     * @param replaceWithBlackstone the blackstone processor
     */
    record Properties(boolean cold, float mossiness, boolean airPocket, boolean overgrown, boolean vines, boolean replaceWithBlackstone) {}

    private final Mirror mirror;
    private final VerticalPlacement placement;
    private final Properties properties;

    RuinedPortalPiece(String name, StructureTemplate template, int x, int y, int z, VerticalPlacement placement, Properties properties, Rotation rotation,
            Mirror mirror) {
        super(0, name, template, rotation, template.sizeX() / 2, template.sizeZ() / 2, x, y, z);
        this.mirror = mirror;
        this.placement = placement;
        this.properties = properties;
        this.boundingBox = boundingBox(template, mirror, rotation, pivotX, pivotZ, x, y, z);
    }

    /**
     * Game: {@code RuinedPortalPiece(templateManager, tag)}: the template piece's fields ({@code Template} a full id;
     * the pivot is the template's size halved in x and z), {@code Rotation} and {@code Mirror} (enum names), {@code
     * VerticalPlacement} (its lower-case name, {@code StringRepresentable.fromEnum}) and {@code Properties} (a compound:
     * {@code cold}, {@code air_pocket}, {@code overgrown}, {@code vines}, {@code replace_with_blackstone} bytes and
     * {@code mossiness} a float); the box is the template's, mirrored and turned, at the template position.
     */
    RuinedPortalPiece(StructurePieceSerializationContext context, PieceTag tag) {
        this(tag, context.template(tag));
    }

    private RuinedPortalPiece(PieceTag tag, StructureTemplate template) {
        super(tag, tag.getString("Template"), template, tag.getEnum("Rotation", Rotation.class), template.sizeX() / 2, template.sizeZ() / 2);
        this.mirror = tag.getEnum("Mirror", Mirror.class);
        String placement = tag.getString("VerticalPlacement");
        VerticalPlacement found = null;
        for (VerticalPlacement v : VerticalPlacement.values()) if (v.serializedName().equals(placement)) found = v;
        if (found == null) throw tag.error("VerticalPlacement", "no vertical placement named \"" + placement + "\"");
        this.placement = found;
        PieceTag p = tag.getCompound("Properties");
        this.properties = new Properties(p.getBoolean("cold"), p.getFloat("mossiness"), p.getBoolean("air_pocket"), p.getBoolean("overgrown"),
                p.getBoolean("vines"), p.getBoolean("replace_with_blackstone"));
        this.boundingBox = boundingBox(template, mirror, rotation, pivotX, pivotZ, templateX, templateY, templateZ);
    }

    /** Game: {@code StructureTemplate.getBoundingBox(position, rotation, pivot, mirror)}. */
    static BoundingBox boundingBox(StructureTemplate t, Mirror mirror, Rotation rotation, int pivotX, int pivotZ, int x, int y, int z) {
        int[] a = StructureTemplate.transform(0, 0, 0, mirror, rotation, pivotX, pivotZ);
        int[] b = StructureTemplate.transform(t.sizeX() - 1, t.sizeY() - 1, t.sizeZ() - 1, mirror, rotation, pivotX, pivotZ);
        return new BoundingBox(Math.min(a[0], b[0]) + x, Math.min(a[1], b[1]) + y, Math.min(a[2], b[2]) + z,
                Math.max(a[0], b[0]) + x, Math.max(a[1], b[1]) + y, Math.max(a[2], b[2]) + z);
    }

    @Override
    public String typeId() {
        return "minecraft:rupo";
    }

    Mirror mirror() {
        return mirror;
    }

    VerticalPlacement placement() {
        return placement;
    }

    Properties properties() {
        return properties;
    }

    /**
     * Game: {@code makeSettings}: ignore structure blocks (and air unless there is an air pocket); the rules (gold
     * block to air 30 %; lava to magma always on the ocean floor, to netherrack when cold, else 20 %; netherrack to
     * magma 7 % unless cold); the block age processor; {@code ProtectedBlockProcessor(#features_cannot_replace)};
     * the lava-submerged processor; the blackstone processor when asked.
     */
    List<StructureProcessor> processors(BlockStates s) {
        List<BlockReplaceRuleProcessor.Rule> rules = new ArrayList<>();
        int air = s.defaultState("minecraft:air"), magma = s.defaultState("minecraft:magma_block");
        int lava = s.blockIndex("minecraft:lava"), netherrack = s.blockIndex("minecraft:netherrack");
        rules.add(new BlockReplaceRuleProcessor.Rule(s.blockIndex("minecraft:gold_block"), true, PROBABILITY_OF_GOLD_GONE, air));
        if (placement == VerticalPlacement.ON_OCEAN_FLOOR) rules.add(new BlockReplaceRuleProcessor.Rule(lava, false, 1f, magma));
        else if (properties.cold()) rules.add(new BlockReplaceRuleProcessor.Rule(lava, false, 1f, s.defaultState("minecraft:netherrack")));
        else rules.add(new BlockReplaceRuleProcessor.Rule(lava, true, PROBABILITY_OF_MAGMA_INSTEAD_OF_LAVA, magma));
        if (!properties.cold()) rules.add(new BlockReplaceRuleProcessor.Rule(netherrack, true, PROBABILITY_OF_MAGMA_INSTEAD_OF_NETHERRACK, magma));
        List<StructureProcessor> list = new ArrayList<>(List.of(
                properties.airPocket() ? BlockIgnoreProcessor.STRUCTURE_BLOCK : BlockIgnoreProcessor.STRUCTURE_AND_AIR,
                new BlockReplaceRuleProcessor(List.copyOf(rules)), new BlockAgeProcessor(properties.mossiness()),
                new ProtectedBlockProcessor("minecraft:features_cannot_replace"), new LavaSubmergedBlockProcessor()));
        if (properties.replaceWithBlackstone()) list.add(BlackstoneReplaceProcessor.INSTANCE);
        return list;
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        BoundingBox box = boundingBox(template, mirror, rotation, pivotX, pivotZ, templateX, templateY, templateZ);
        if (!chunkBox.isInside(box.centerX(), box.centerY(), box.centerZ())) return;
        BoundingBox placeBox = new BoundingBox(chunkBox).encapsulate(box);
        boundingBox = box;
        TemplatePieces.Settings settings = new TemplatePieces.Settings(rotation, pivotX, pivotZ, true, processors(level.states()), mirror);
        TemplatePieces.place(this, level, random, placeBox, referencePos, settings); // game: handleDataMarker does nothing
        placeJigsawFinalStates(level, placeBox);
        spreadNetherrack(random, level);
        addNetherrackDripColumnsBelowPortal(random, level);
        if (properties.vines() || properties.overgrown()) {
            BoundingBox b = boundingBox;
            for (int z = b.minZ(); z <= b.maxZ(); z++) {
                for (int y = b.minY(); y <= b.maxY(); y++) {
                    for (int x = b.minX(); x <= b.maxX(); x++) {
                        if (properties.vines()) maybeAddVines(random, level, x, y, z);
                        if (properties.overgrown()) maybeAddLeavesAbove(random, level, x, y, z);
                    }
                }
            }
        }
    }

    /**
     * Game: {@code TemplateStructurePiece.postProcess} after placing: each jigsaw block of the template inside the box
     * becomes its {@code final_state} (air when it has none), set with flags 3. Some portals hold one.
     */
    private void placeJigsawFinalStates(WorldGenLevel level, BoundingBox box) {
        BlockStates s = level.states();
        if (template.palettes().size() != 1) throw new IllegalStateException(template.file() + ": a ruined portal with several palettes");
        int jigsaw = s.blockIndex("minecraft:jigsaw");
        for (StructureTemplate.BlockInfo b : template.palettes().get(0)) {
            if (s.block(b.state()) != jigsaw || b.nbt() == null) continue;
            int[] p = StructureTemplate.transform(b.x(), b.y(), b.z(), mirror, rotation, pivotX, pivotZ);
            int x = p[0] + templateX, y = p[1] + templateY, z = p[2] + templateZ;
            if (!box.isInside(x, y, z)) continue;
            String text = b.nbt().getString("final_state", "minecraft:air");
            level.setBlock(x, y, z, s.registry().parse(text), WorldGenLevel.UPDATE_ALL);
        }
    }

    /** Game: {@code maybeAddVines}: a random side ({@code nextInt(4)}) of a non-air, non-vine block whose face there is full. */
    private void maybeAddVines(RandomSource random, WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int state = level.getBlockState(x, y, z);
        if (s.isAir(state) || s.registry().blockName(state).equals("minecraft:vine")) return;
        Direction d = Direction.HORIZONTAL[random.nextInt(4)];
        int nx = x + d.stepX, nz = z + d.stepZ;
        if (!s.isAir(level.getBlockState(nx, y, nz))) return;
        if (!BlockSupport.vanilla().isCollisionFaceFull(state, d)) return;
        String face = d.opposite().name().toLowerCase(java.util.Locale.ROOT);
        level.setBlock(nx, y, nz, s.with(s.defaultState("minecraft:vine"), face, "true"), WorldGenLevel.UPDATE_ALL);
    }

    /** Game: {@code maybeAddLeavesAbove}: {@code nextFloat() < 0.5} first, then persistent jungle leaves on netherrack under air. */
    private void maybeAddLeavesAbove(RandomSource random, WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        if (random.nextFloat() < 0.5f && s.registry().blockName(level.getBlockState(x, y, z)).equals("minecraft:netherrack")
                && s.isAir(level.getBlockState(x, y + 1, z))) {
            level.setBlock(x, y + 1, z, s.with(s.defaultState("minecraft:jungle_leaves"), "persistent", "true"), WorldGenLevel.UPDATE_ALL);
        }
    }

    /** Game: {@code addNetherrackDripColumnsBelowPortal}: under each netherrack of the box's bottom layer, inner columns only. */
    private void addNetherrackDripColumnsBelowPortal(RandomSource random, WorldGenLevel level) {
        BlockStates s = level.states();
        int netherrack = s.blockIndex("minecraft:netherrack");
        BoundingBox b = boundingBox;
        for (int x = b.minX() + 1; x < b.maxX(); x++) {
            for (int z = b.minZ() + 1; z < b.maxZ(); z++) {
                if (s.block(level.getBlockState(x, b.minY(), z)) != netherrack) continue;
                addNetherrackDripColumn(random, level, x, b.minY() - 1, z);
            }
        }
    }

    /** Game: {@code addNetherrackDripColumn}: one block, then down while {@code nextFloat() < 0.5}, at most 8 more. */
    private void addNetherrackDripColumn(RandomSource random, WorldGenLevel level, int x, int y, int z) {
        placeNetherrackOrMagma(random, level, x, y, z);
        for (int remaining = 8; remaining > 0 && random.nextFloat() < 0.5f; remaining--) {
            y--;
            placeNetherrackOrMagma(random, level, x, y, z);
        }
    }

    /**
     * Game: {@code spreadNetherrack}: a distance adjustment {@code nextInt(max(1, 8 - averageWidth / 2))}, then over
     * the square of radius 14 about the box's centre (x outer, z inner) each column whose adjusted distance is under
     * 14 draws {@code nextDouble()} against its chance; its surface (the heightmap's top block; below the portal's
     * bottom unless the placement follows the ground) within 3 of the bottom, when replaceable, becomes netherrack or
     * magma, with leaves when overgrown, and a drip column under it.
     */
    private void spreadNetherrack(RandomSource random, WorldGenLevel level) {
        boolean followGround = placement == VerticalPlacement.ON_LAND_SURFACE || placement == VerticalPlacement.ON_OCEAN_FLOOR;
        BoundingBox b = boundingBox;
        int centerX = b.centerX(), centerZ = b.centerZ();
        int maxDistance = NETHERRACK_BY_DISTANCE.length;
        int averageWidth = (b.getXSpan() + b.getZSpan()) / 2;
        int adjustment = random.nextInt(Math.max(1, 8 - averageWidth / 2));
        for (int x = centerX - maxDistance; x <= centerX + maxDistance; x++) {
            for (int z = centerZ - maxDistance; z <= centerZ + maxDistance; z++) {
                int distance = Math.abs(x - centerX) + Math.abs(z - centerZ);
                int adjusted = Math.max(0, distance + adjustment);
                if (adjusted >= maxDistance) continue;
                if (!(random.nextDouble() < (double) NETHERRACK_BY_DISTANCE[adjusted])) continue;
                int surfaceY = level.getHeight(placement.heightmap(), x, z) - 1;
                int y = followGround ? surfaceY : Math.min(b.minY(), surfaceY);
                if (Math.abs(y - b.minY()) > MAX_Y_DIFF || !canBeReplacedByNetherrackOrMagma(level, x, y, z)) continue;
                placeNetherrackOrMagma(random, level, x, y, z);
                if (properties.overgrown()) maybeAddLeavesAbove(random, level, x, y, z);
                addNetherrackDripColumn(random, level, x, y - 1, z);
            }
        }
    }

    /**
     * Game: {@code canBlockBeReplacedByNetherrackOrMagma}: not air, obsidian, a protected block, nor (outside the nether)
     * lava. "Air" is {@code state.is(Blocks.AIR)} there, not {@code isAir()}: cave air (and void air) is replaced (26.1
     * and 26.2 alike; the game's 26.2 hashes agree: seed 13579's nether cluster 8 loses three chunks if cave air stays).
     */
    private boolean canBeReplacedByNetherrackOrMagma(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int state = level.getBlockState(x, y, z);
        String name = s.registry().blockName(state);
        return !name.equals("minecraft:air") && !name.equals("minecraft:obsidian") && !s.is(state, s.tag("minecraft:features_cannot_replace"))
                && (placement == VerticalPlacement.IN_NETHER || !name.equals("minecraft:lava"));
    }

    /** Game: {@code placeNetherrackOrMagma}: magma when not cold and {@code nextFloat() < 0.07} (no draw when cold). */
    private void placeNetherrackOrMagma(RandomSource random, WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        boolean magma = !properties.cold() && random.nextFloat() < PROBABILITY_OF_MAGMA_INSTEAD_OF_NETHERRACK;
        level.setBlock(x, y, z, s.defaultState(magma ? "minecraft:magma_block" : "minecraft:netherrack"), WorldGenLevel.UPDATE_ALL);
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putString("Rotation", rotation.name());
        tag.putString("Mirror", mirror.name());
        tag.putString("VerticalPlacement", placement.serializedName());
        tag.put("Properties", CompoundBinaryTag.builder().putBoolean("cold", properties.cold()).putFloat("mossiness", properties.mossiness())
                .putBoolean("air_pocket", properties.airPocket()).putBoolean("overgrown", properties.overgrown())
                .putBoolean("vines", properties.vines()).putBoolean("replace_with_blackstone", properties.replaceWithBlackstone()).build());
    }
}
