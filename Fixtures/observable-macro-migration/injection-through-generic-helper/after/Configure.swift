/// Returns `subject` after `configuration` changed it: previews build their sample state so.
func configure<Subject>(_ subject: Subject, configuration: (inout Subject) -> Void) -> Subject {
    var copy = subject
    configuration(&copy)
    return copy
}
