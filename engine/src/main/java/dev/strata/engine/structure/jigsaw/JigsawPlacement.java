package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.template.Rotation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The assembly of a jigsaw structure's pieces (game: {@code pools.JigsawPlacement.addPieces}; 26.1 and 26.2 alike).
 *
 * <p><b>Start</b>: a rotation ({@code nextInt(4)}), the start pool (through the aliases) and an element of it
 * ({@code nextInt(size)}; the empty element refuses the start); with {@code start_jigsaw_name}, the first jigsaw of
 * that name among the element's shuffled jigsaws anchors it (none: refused). The start piece is moved so that its
 * ground ({@code minY + ground level delta}) is at the start's y, or at the start's y plus the heightmap's first free
 * height at its box's centre when {@code project_start_to_heightmap} is given; it is refused when a dimension
 * padding is given and its box comes closer to the dimension's limits. The biome is tested at the box's centre x/z
 * and the anchor's y.
 *
 * <p><b>Children</b>, breadth first by placement priority ({@code SequencedPriorityIterator}): for each jigsaw of a
 * piece (shuffled), the pool it names (through the aliases; a missing or empty pool is skipped, as the game does
 * after a warning), its elements shuffled (none at the maximum depth) followed by the fallback pool's shuffled,
 * tried until the first empty element; each with the four rotations shuffled, each of the element's jigsaws
 * (shuffled) that can attach. The first candidate whose box lies in the free space is placed: the space of the
 * source's own box when the connection points into it, else the space the source was placed in (see
 * {@link FreeSpace}). Rigid on rigid keeps the jigsaws' relative height; otherwise the child stands on the surface
 * ({@code WORLD_SURFACE_WG}) of the source jigsaw's column. Both pieces get a {@link JigsawJunction}.
 */
public final class JigsawPlacement {
    private JigsawPlacement() {}

    /** The parameters of a jigsaw structure that placement reads. */
    record Settings(ResourceId startPool, ResourceId startJigsawName, int maxDepth, boolean expansionHack, Heightmap.Types projectStartToHeightmap,
                    int maxHorizontal, int maxVertical, DimensionPadding padding, LiquidSettings liquidSettings) {}

    /** Game: {@code Rotation.getShuffled}: the four rotations in the game's order, shuffled. */
    static List<Rotation> shuffledRotations(RandomSource random) {
        List<Rotation> r = new ArrayList<>(List.of(Rotation.values()));
        Shuffle.shuffle(r, random);
        return r;
    }

    /**
     * The start of a jigsaw structure at block {@code (x, y, z)} (the start chunk's corner and the start height),
     * or empty when refused.
     */
    static Optional<GenerationStub> addPieces(GenerationContext context, Map<ResourceId, StructureTemplatePool> pools, Settings s, int x, int y, int z,
                                              PoolAliasLookup aliases) {
        RandomSource random = context.random();
        Rotation centerRotation = Rotation.values()[random.nextInt(4)];
        StructureTemplatePool centerPool = pools.get(aliases.lookup(s.startPool()));
        if (centerPool == null) centerPool = pools.get(s.startPool());
        StructurePoolElement centerElement = centerPool.randomTemplate(random);
        if (centerElement == EmptyPoolElement.INSTANCE) return Optional.empty();
        int ax = x, ay = y, az = z;
        if (s.startJigsawName() != null) {
            JigsawBlockInfo anchor = null;
            for (JigsawBlockInfo j : centerElement.shuffledJigsawBlocks(x, y, z, centerRotation, random)) {
                if (s.startJigsawName().equals(j.name())) {
                    anchor = j;
                    break;
                }
            }
            if (anchor == null) return Optional.empty(); // game: logs "No starting jigsaw ... found"
            ax = anchor.x();
            ay = anchor.y();
            az = anchor.z();
        }
        int localX = ax - x, localY = ay - y, localZ = az - z;
        int px = x - localX, py = y - localY, pz = z - localZ;
        PoolElementStructurePiece centerPiece = new PoolElementStructurePiece(centerElement, px, py, pz, centerElement.groundLevelDelta(),
                centerRotation, centerElement.boundingBox(px, py, pz, centerRotation), s.liquidSettings());
        BoundingBox box = centerPiece.getBoundingBox();
        int centerX = (box.maxX() + box.minX()) / 2;
        int centerZ = (box.maxZ() + box.minZ()) / 2;
        int bottomY = s.projectStartToHeightmap() == null ? py : y + firstFreeHeight(context, s.projectStartToHeightmap(), centerX, centerZ);
        int oldGroundY = box.minY() + centerPiece.groundLevelDelta();
        centerPiece.move(0, bottomY - oldGroundY, 0);
        int minY = context.minY(), maxY = context.minY() + context.height() - 1;
        if (s.padding() != DimensionPadding.ZERO) {
            BoundingBox b = centerPiece.getBoundingBox();
            if (b.minY() < minY + s.padding().bottom() || b.maxY() > maxY - s.padding().top()) return Optional.empty();
        }
        int centerY = bottomY + localY;
        BoundingBox startBox = box; // game: the piece's own box object, so it is the moved box here
        return Optional.of(new GenerationStub(centerX, centerY, centerZ, builder -> {
            // game: with size 0 not even the start piece reaches the builder (its pieces are added inside "if (maxDepth > 0)")
            if (s.maxDepth() <= 0) return;
            List<PoolElementStructurePiece> pieces = new ArrayList<>();
            pieces.add(centerPiece);
            int h = s.maxHorizontal(), v = s.maxVertical();
            FreeSpace free = new FreeSpace(centerX - h, Math.max(centerY - v, minY + s.padding().bottom()), centerZ - h, centerX + h,
                    Math.min(centerY + v + 1, maxY + 1 - s.padding().top()) - 1, centerZ + h);
            free.remove(startBox);
            new Placer(context, pools, s, aliases, pieces).run(centerPiece, free);
            for (PoolElementStructurePiece p : pieces) builder.addPiece(p);
        }));
    }

    /** Game: {@code ChunkGenerator.getFirstFreeHeight(x, z, type)}: the noise's base height. */
    static int firstFreeHeight(GenerationContext context, Heightmap.Types type, int x, int z) {
        return switch (type) {
            case WORLD_SURFACE_WG -> context.level().worldSurfaceWg(x, z);
            case OCEAN_FLOOR_WG -> context.level().oceanFloorWg(x, z);
            default -> throw new IllegalArgumentException("heightmap " + type + " is not one of the noise's");
        };
    }

    private record PieceState(PoolElementStructurePiece piece, FreeSpace[] free, int depth) {}

    /** Game: {@code JigsawPlacement.Placer}. */
    private static final class Placer {
        private final GenerationContext context;
        private final Map<ResourceId, StructureTemplatePool> pools;
        private final Settings s;
        private final PoolAliasLookup aliases;
        private final List<PoolElementStructurePiece> pieces;
        private final RandomSource random;
        private final SequencedPriorityQueue<PieceState> placing = new SequencedPriorityQueue<>();

        Placer(GenerationContext context, Map<ResourceId, StructureTemplatePool> pools, Settings s, PoolAliasLookup aliases,
               List<PoolElementStructurePiece> pieces) {
            this.context = context;
            this.pools = pools;
            this.s = s;
            this.aliases = aliases;
            this.pieces = pieces;
            this.random = context.random();
        }

        void run(PoolElementStructurePiece center, FreeSpace free) {
            tryPlacingChildren(center, new FreeSpace[] {free}, 0);
            PieceState next;
            while ((next = placing.poll()) != null) tryPlacingChildren(next.piece, next.free, next.depth);
        }

        private void tryPlacingChildren(PoolElementStructurePiece sourcePiece, FreeSpace[] contextFree, int depth) {
            StructurePoolElement sourceElement = sourcePiece.element();
            Projection sourceProjection = sourceElement.projection();
            boolean sourceRigid = sourceProjection == Projection.RIGID;
            FreeSpace[] sourceFree = new FreeSpace[1];
            BoundingBox sourceBB = sourcePiece.getBoundingBox();
            int sourceBoxY = sourceBB.minY();
            jigsaws:
            for (JigsawBlockInfo sourceJigsaw : sourceElement.shuffledJigsawBlocks(sourcePiece.posX(), sourcePiece.posY(), sourcePiece.posZ(),
                    sourcePiece.rotation(), random)) {
                int tx = sourceJigsaw.x() + sourceJigsaw.front().stepX;
                int ty = sourceJigsaw.y() + sourceJigsaw.front().stepY;
                int tz = sourceJigsaw.z() + sourceJigsaw.front().stepZ;
                int sourceJigsawLocalY = sourceJigsaw.y() - sourceBoxY;
                int sourceJigsawBaseHeight = Integer.MIN_VALUE;
                StructureTemplatePool targetPool = pools.get(aliases.lookup(sourceJigsaw.pool()));
                if (targetPool == null) continue; // game: warns "Empty or non-existent pool"
                if (targetPool.size() == 0 && !targetPool.id().equals(JigsawBlockInfo.EMPTY)) continue;
                StructureTemplatePool fallback = pools.get(targetPool.fallback());
                if (fallback.size() == 0 && !fallback.id().equals(JigsawBlockInfo.EMPTY)) continue;
                FreeSpace[] childrenFree;
                if (sourceBB.isInside(tx, ty, tz)) {
                    childrenFree = sourceFree;
                    if (sourceFree[0] == null) sourceFree[0] = FreeSpace.of(sourceBB);
                } else {
                    childrenFree = contextFree;
                }
                List<StructurePoolElement> targets = new ArrayList<>();
                if (depth != s.maxDepth()) targets.addAll(targetPool.shuffledTemplates(random));
                targets.addAll(fallback.shuffledTemplates(random));
                int placementPriority = sourceJigsaw.placementPriority();
                for (StructurePoolElement targetElement : targets) {
                    if (targetElement == EmptyPoolElement.INSTANCE) break;
                    for (Rotation targetRotation : shuffledRotations(random)) {
                        List<JigsawBlockInfo> targetJigsaws = targetElement.shuffledJigsawBlocks(0, 0, 0, targetRotation, random);
                        BoundingBox hackBox = targetElement.boundingBox(0, 0, 0, targetRotation);
                        int expandTo = !s.expansionHack() || hackBox.getYSpan() > 16 ? 0 : expandTo(targetJigsaws, hackBox);
                        for (JigsawBlockInfo targetJigsaw : targetJigsaws) {
                            if (!JigsawBlockInfo.canAttach(sourceJigsaw, targetJigsaw)) continue;
                            int rawX = tx - targetJigsaw.x(), rawY = ty - targetJigsaw.y(), rawZ = tz - targetJigsaw.z();
                            BoundingBox rawTargetBB = targetElement.boundingBox(rawX, rawY, rawZ, targetRotation);
                            int rawTargetY = rawTargetBB.minY();
                            Projection targetProjection = targetElement.projection();
                            boolean targetRigid = targetProjection == Projection.RIGID;
                            int targetJigsawLocalY = targetJigsaw.y();
                            int deltaY = sourceJigsawLocalY - targetJigsawLocalY + sourceJigsaw.front().stepY;
                            int targetBoxY;
                            if (sourceRigid && targetRigid) {
                                targetBoxY = sourceBoxY + deltaY;
                            } else {
                                if (sourceJigsawBaseHeight == Integer.MIN_VALUE) {
                                    sourceJigsawBaseHeight = context.level().worldSurfaceWg(sourceJigsaw.x(), sourceJigsaw.z());
                                }
                                targetBoxY = sourceJigsawBaseHeight - targetJigsawLocalY;
                            }
                            int yOffset = targetBoxY - rawTargetY;
                            BoundingBox targetBB = rawTargetBB.moved(0, yOffset, 0);
                            if (expandTo > 0) {
                                int newSize = Math.max(expandTo + 1, targetBB.maxY() - targetBB.minY());
                                targetBB.encapsulate(targetBB.minX(), targetBB.minY() + newSize, targetBB.minZ());
                            }
                            if (!childrenFree[0].fits(targetBB)) continue;
                            childrenFree[0].remove(targetBB);
                            int sourceGroundLevelDelta = sourcePiece.groundLevelDelta();
                            int targetGroundLevelDelta = targetRigid ? sourceGroundLevelDelta - deltaY : targetElement.groundLevelDelta();
                            PoolElementStructurePiece targetPiece = new PoolElementStructurePiece(targetElement, rawX, rawY + yOffset, rawZ,
                                    targetGroundLevelDelta, targetRotation, targetBB, s.liquidSettings());
                            int junctionY;
                            if (sourceRigid) {
                                junctionY = sourceBoxY + sourceJigsawLocalY;
                            } else if (targetRigid) {
                                junctionY = targetBoxY + targetJigsawLocalY;
                            } else {
                                if (sourceJigsawBaseHeight == Integer.MIN_VALUE) {
                                    sourceJigsawBaseHeight = context.level().worldSurfaceWg(sourceJigsaw.x(), sourceJigsaw.z());
                                }
                                junctionY = sourceJigsawBaseHeight + deltaY / 2;
                            }
                            sourcePiece.addJunction(new JigsawJunction(tx, junctionY - sourceJigsawLocalY + sourceGroundLevelDelta, tz, deltaY, targetProjection));
                            targetPiece.addJunction(new JigsawJunction(sourceJigsaw.x(), junctionY - targetJigsawLocalY + targetGroundLevelDelta, sourceJigsaw.z(),
                                    -deltaY, sourceProjection));
                            pieces.add(targetPiece);
                            if (depth + 1 > s.maxDepth()) continue jigsaws;
                            placing.add(new PieceState(targetPiece, childrenFree, depth + 1), placementPriority);
                            continue jigsaws;
                        }
                    }
                }
            }
        }

        /** The expansion hack's height: the largest pool among the target's jigsaws that point into its own box. */
        private int expandTo(List<JigsawBlockInfo> targetJigsaws, BoundingBox hackBox) {
            int max = 0;
            boolean any = false;
            for (JigsawBlockInfo j : targetJigsaws) {
                int v;
                if (!hackBox.isInside(j.x() + j.front().stepX, j.y() + j.front().stepY, j.z() + j.front().stepZ)) {
                    v = 0;
                } else {
                    StructureTemplatePool child = pools.get(aliases.lookup(j.pool()));
                    int childSize = child == null ? 0 : child.maxSize();
                    StructureTemplatePool childFallback = child == null ? null : pools.get(child.fallback());
                    int fallbackSize = childFallback == null ? 0 : childFallback.maxSize();
                    v = Math.max(childSize, fallbackSize);
                }
                max = any ? Math.max(max, v) : v;
                any = true;
            }
            return max;
        }
    }

    /**
     * Game: {@code util.SequencedPriorityIterator}: first in, first out within a priority, highest priority first.
     * When the highest queue runs empty, the next is searched in the game's map order; since the search takes the
     * highest non-empty priority, the order does not matter except for its early stop at {@code highest - 1}, which
     * finds the same queue.
     */
    static final class SequencedPriorityQueue<T> {
        private final java.util.TreeMap<Integer, ArrayDeque<T>> byPriority = new java.util.TreeMap<>();

        void add(T value, int priority) {
            byPriority.computeIfAbsent(priority, k -> new ArrayDeque<>()).addLast(value);
        }

        T poll() {
            while (!byPriority.isEmpty()) {
                var e = byPriority.lastEntry();
                T v = e.getValue().pollFirst();
                if (e.getValue().isEmpty()) byPriority.remove(e.getKey());
                if (v != null) return v;
            }
            return null;
        }
    }
}
