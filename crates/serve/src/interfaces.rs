//! The machine's network addresses, to choose the one the server listens at: the
//! venue's Wi-Fi (a private IPv4 address, first), the other networks, and this computer
//! alone (loopback, last).

use std::net::{IpAddr, Ipv4Addr};

/// One address of this computer, with its interface's name (`wlan0`, `Wi-Fi`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalAddress {
    pub interface: String,
    pub ip: IpAddr,
}

impl LocalAddress {
    /// Every interface at once (`0.0.0.0`): the server answers on all of them.
    pub fn every_interface() -> LocalAddress {
        LocalAddress {
            interface: String::new(),
            ip: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
        }
    }
}

/// This computer's addresses, the ones a phone can reach first: IPv4 before IPv6,
/// loopback and link-local ones last. Empty when the system cannot list them.
pub fn local_addresses() -> Vec<LocalAddress> {
    let mut found: Vec<LocalAddress> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .map(|interface| LocalAddress {
            ip: interface.ip(),
            interface: interface.name,
        })
        .collect();
    found.sort_by_key(|a| (rank(a.ip), a.interface.clone(), a.ip));
    found.dedup();
    found
}

/// The order addresses are offered in: a phone on the venue's Wi-Fi reaches a private
/// IPv4 address; loopback reaches nobody but this computer.
fn rank(ip: IpAddr) -> u8 {
    match ip {
        IpAddr::V4(v4) if v4.is_loopback() => 4,
        IpAddr::V4(v4) if v4.is_link_local() => 3,
        IpAddr::V4(v4) if v4.is_private() => 0,
        IpAddr::V4(_) => 1,
        IpAddr::V6(v6) if v6.is_loopback() => 5,
        IpAddr::V6(_) => 2,
    }
}

/// The address a phone types to reach a server listening at `ip`: when listening on
/// every interface, the first address of `addresses` that is not loopback.
pub fn reachable_ip(ip: IpAddr, addresses: &[LocalAddress]) -> IpAddr {
    if !ip.is_unspecified() {
        return ip;
    }
    addresses
        .iter()
        .map(|a| a.ip)
        .find(|ip| !ip.is_loopback() && ip.is_ipv4())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(interface: &str, ip: &str) -> LocalAddress {
        LocalAddress {
            interface: interface.into(),
            ip: ip.parse().unwrap(),
        }
    }

    #[test]
    fn the_wifi_address_comes_before_loopback() {
        let mut addresses = [
            address("lo", "127.0.0.1"),
            address("wlan0", "fe80::1"),
            address("wlan0", "192.168.1.20"),
            address("eth0", "203.0.113.5"),
        ];
        addresses.sort_by_key(|a| rank(a.ip));
        let ips: Vec<String> = addresses.iter().map(|a| a.ip.to_string()).collect();
        assert_eq!(ips, ["192.168.1.20", "203.0.113.5", "fe80::1", "127.0.0.1"]);
    }

    #[test]
    fn listening_everywhere_shows_an_address_a_phone_reaches() {
        let addresses = [address("lo", "127.0.0.1"), address("wlan0", "10.0.0.7")];
        let everywhere = LocalAddress::every_interface().ip;
        assert_eq!(reachable_ip(everywhere, &addresses).to_string(), "10.0.0.7");
        let chosen: IpAddr = "192.168.5.5".parse().unwrap();
        assert_eq!(reachable_ip(chosen, &addresses), chosen);
        assert_eq!(
            reachable_ip(everywhere, &addresses[..1]).to_string(),
            "127.0.0.1"
        );
    }

    #[test]
    fn this_machine_lists_loopback() {
        // Every machine the tests run on has a loopback interface.
        assert!(local_addresses().iter().any(|a| a.ip.is_loopback()));
    }
}
