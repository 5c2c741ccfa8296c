// SpecialsKit's API speaks in the model's types (a site, its weeks, money, diagnostics): whoever
// imports SpecialsKit sees them too.
@_exported import SpecialsModel
