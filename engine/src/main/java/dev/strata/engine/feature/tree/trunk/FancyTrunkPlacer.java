package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.feature.tree.TreeMath;
import java.util.function.IntUnaryOperator;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Game: {@code FancyTrunkPlacer} (big oak): for heights from {@code height - 5} down, clusters at random angles whose
 * limbs are checked free before any log is placed; then the trunk ({@code floor(height * 0.618)}), then the
 * branches to the clusters above {@code 0.2 * height}. Double and float arithmetic as the game's.
 */
public final class FancyTrunkPlacer extends TrunkPlacer {
    public FancyTrunkPlacer(int baseHeight, int heightRandA, int heightRandB) {
        super(baseHeight, heightRandA, heightRandB);
    }

    private record FoliageCoords(FoliageAttachment attachment, int branchBase) {}

    @Override
    public List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin, TreeConfiguration config) {
        int height = treeHeight + 2;
        int trunkHeight = TreeMath.floor((double) height * 0.618);
        placeBelowTrunkBlock(level, sink, random, origin.below(), config);
        int clustersPerY = Math.min(1, TreeMath.floor(1.382 + Math.pow(1.0 * (double) height / 13.0, 2.0)));
        int trunkTop = origin.y() + trunkHeight;
        int relativeY = height - 5;
        List<FoliageCoords> coords = new ArrayList<>();
        coords.add(new FoliageCoords(new FoliageAttachment(origin.above(relativeY), 0, false), trunkTop));
        for (; relativeY >= 0; relativeY--) {
            float treeShape = treeShape(height, relativeY);
            if (treeShape < 0.0f) continue;
            for (int i = 0; i < clustersPerY; i++) {
                double radius = 1.0 * (double) treeShape * ((double) random.nextFloat() + 0.328);
                double angle = (double) (random.nextFloat() * 2.0f) * Math.PI;
                double x = radius * Math.sin(angle) + 0.5;
                double z = radius * Math.cos(angle) + 0.5;
                Pos checkStart = origin.offset(TreeMath.floor(x), relativeY - 1, TreeMath.floor(z));
                Pos checkEnd = checkStart.above(5);
                if (!makeLimb(level, sink, random, checkStart, checkEnd, false, config)) continue;
                int dx = origin.x() - checkStart.x();
                int dz = origin.z() - checkStart.z();
                double branchHeight = (double) checkStart.y() - Math.sqrt(dx * dx + dz * dz) * 0.381;
                int branchTop = branchHeight > (double) trunkTop ? trunkTop : (int) branchHeight;
                Pos checkBranchBase = new Pos(origin.x(), branchTop, origin.z());
                if (!makeLimb(level, sink, random, checkBranchBase, checkStart, false, config)) continue;
                coords.add(new FoliageCoords(new FoliageAttachment(checkStart, 0, false), checkBranchBase.y()));
            }
        }
        makeLimb(level, sink, random, origin, origin.above(trunkHeight), true, config);
        for (FoliageCoords end : coords) {
            int branchBase = end.branchBase();
            Pos base = new Pos(origin.x(), branchBase, origin.z());
            if (base.equals(end.attachment().pos()) || !trimBranches(height, branchBase - origin.y())) continue;
            makeLimb(level, sink, random, base, end.attachment().pos(), true, config);
        }
        List<FoliageAttachment> attachments = new ArrayList<>();
        for (FoliageCoords c : coords) {
            if (trimBranches(height, c.branchBase() - origin.y())) attachments.add(c.attachment());
        }
        return attachments;
    }

    private boolean makeLimb(WorldGenLevel level, TreeSink sink, RandomSource random, Pos start, Pos end, boolean doPlace, TreeConfiguration config) {
        if (!doPlace && start.equals(end)) return true;
        int ddx = end.x() - start.x(), ddy = end.y() - start.y(), ddz = end.z() - start.z();
        int steps = Math.max(Math.abs(ddx), Math.max(Math.abs(ddy), Math.abs(ddz)));
        float dx = (float) ddx / (float) steps;
        float dy = (float) ddy / (float) steps;
        float dz = (float) ddz / (float) steps;
        for (int i = 0; i <= steps; i++) {
            Pos p = start.offset(TreeMath.floor(0.5f + (float) i * dx), TreeMath.floor(0.5f + (float) i * dy), TreeMath.floor(0.5f + (float) i * dz));
            if (doPlace) {
                String axis = logAxis(start, p);
                IntUnaryOperator modifier = s -> config.blocks().trySet(s, "axis", axis);
                placeLog(level, sink, random, p, config, modifier);
            } else if (!isFree(level, p, config)) {
                return false;
            }
        }
        return true;
    }

    private static String logAxis(Pos start, Pos p) {
        int xdiff = Math.abs(p.x() - start.x());
        int zdiff = Math.abs(p.z() - start.z());
        int maxdiff = Math.max(xdiff, zdiff);
        if (maxdiff > 0) return xdiff == maxdiff ? "x" : "z";
        return "y";
    }

    private static boolean trimBranches(int height, int localY) {
        return (double) localY >= (double) height * 0.2;
    }

    private static float treeShape(int height, int y) {
        if ((float) y < (float) height * 0.3f) return -1.0f;
        float radius = (float) height / 2.0f;
        float adjacent = radius - (float) y;
        float distance = (float) Math.sqrt(radius * radius - adjacent * adjacent);
        if (adjacent == 0.0f) {
            distance = radius;
        } else if (Math.abs(adjacent) >= radius) {
            return 0.0f;
        }
        return distance * 0.5f;
    }
}
