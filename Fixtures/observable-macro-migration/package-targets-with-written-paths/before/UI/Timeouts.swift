import Peripheral

func connectionTimeout() -> Int {
    Dependencies.timeout
}
