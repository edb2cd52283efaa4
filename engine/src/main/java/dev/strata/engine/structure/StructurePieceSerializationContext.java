package dev.strata.engine.structure;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;

/**
 * What loading a piece may need besides its compound (game: {@code StructurePieceSerializationContext}, whose
 * template manager template pieces use): the block states of the data pack, through which the pack's structure
 * templates are found ({@link StructureTemplateManager}).
 *
 * @param states the states of the pack the pieces' templates come from
 */
public record StructurePieceSerializationContext(BlockStates states) {
    /**
     * The template {@code id} of the pack (game: {@code StructureTemplateManager.getOrCreate}).
     *
     * @throws dev.strata.engine.data.DataPackException when the pack has no such template
     */
    public StructureTemplate template(ResourceId id) {
        return StructureTemplateManager.get(states, id);
    }

    /**
     * The template a template piece's {@code Template} field names, a full id (game: {@code
     * TemplateStructurePiece.makeTemplateLocation}, {@code Identifier.parse}, the namespace {@code minecraft} when none
     * is given). The game makes an empty template of a name its pack does not have; Strata refuses it.
     *
     * @throws StructureNbtException naming the field's path when it is missing, not a string, or names no template
     */
    public StructureTemplate template(PieceTag tag) {
        String name = tag.getString("Template");
        String id = name.indexOf(':') < 0 ? "minecraft:" + name : name;
        try {
            return StructureTemplateManager.get(states, ResourceId.parse(id));
        } catch (RuntimeException e) {
            throw tag.error("Template", "no template " + id + " (" + e.getMessage() + ")");
        }
    }

    /**
     * As {@link #template(PieceTag)} for a piece whose {@code Template} is a short name under {@code minecraft:<folder>}
     * (game: the piece's {@code makeTemplateLocation}, e.g. {@code end_city/<name>}).
     *
     * @param folder the folder with its slash, e.g. {@code end_city/}
     * @throws StructureNbtException naming the field's path when it is missing, not a string, or names no template
     */
    public StructureTemplate template(PieceTag tag, String folder) {
        String name = tag.getString("Template");
        try {
            return StructureTemplateManager.get(states, ResourceId.parse("minecraft:" + folder + name));
        } catch (RuntimeException e) {
            throw tag.error("Template", "no template minecraft:" + folder + name + " (" + e.getMessage() + ")");
        }
    }
}
